CREATE TABLE "body_metrics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"client_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"date" date NOT NULL,
	"value" double precision,
	"logged_by" uuid NOT NULL,
	"coach_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_metrics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"coach_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "length_unit" text DEFAULT 'cm' NOT NULL;--> statement-breakpoint
ALTER TABLE "body_metrics" ADD CONSTRAINT "body_metrics_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_metrics" ADD CONSTRAINT "body_metrics_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_metrics" ADD CONSTRAINT "body_metrics_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metrics" ADD CONSTRAINT "custom_metrics_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metrics" ADD CONSTRAINT "custom_metrics_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "body_metrics_version_idx" ON "body_metrics" USING btree ("version");--> statement-breakpoint
CREATE INDEX "body_metrics_client_metric_date_idx" ON "body_metrics" USING btree ("client_id","metric","date");--> statement-breakpoint
CREATE INDEX "body_metrics_coach_idx" ON "body_metrics" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "custom_metrics_version_idx" ON "custom_metrics" USING btree ("version");--> statement-breakpoint
CREATE INDEX "custom_metrics_client_idx" ON "custom_metrics" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "custom_metrics_coach_idx" ON "custom_metrics" USING btree ("coach_id");