CREATE TABLE "gym_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"coach_id" uuid NOT NULL,
	"bar_kg" double precision NOT NULL,
	"plates" jsonb NOT NULL,
	"dumbbells_kg" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dumbbell_step_kg" double precision,
	"dumbbell_max_kg" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_profiles" ADD CONSTRAINT "gym_profiles_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_profiles" ADD CONSTRAINT "gym_profiles_client_fk" FOREIGN KEY ("id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_profiles_version_idx" ON "gym_profiles" USING btree ("version");--> statement-breakpoint
CREATE INDEX "gym_profiles_coach_idx" ON "gym_profiles" USING btree ("coach_id");