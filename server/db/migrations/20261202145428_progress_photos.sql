CREATE TABLE "photo_files" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"client_id" uuid NOT NULL,
	"pose" text NOT NULL,
	"taken_on" date NOT NULL,
	"uploaded_at" timestamp with time zone,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"coach_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_id_progress_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."progress_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_photos_version_idx" ON "progress_photos" USING btree ("version");--> statement-breakpoint
CREATE INDEX "progress_photos_client_idx" ON "progress_photos" USING btree ("client_id","taken_on");--> statement-breakpoint
CREATE INDEX "progress_photos_coach_idx" ON "progress_photos" USING btree ("coach_id");