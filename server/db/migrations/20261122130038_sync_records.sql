CREATE TABLE "calendar_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"coach_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"workout_id" uuid,
	"assignment_id" uuid,
	"date" date NOT NULL,
	"time" text,
	"duration_minutes" integer,
	"title" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"coach_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"type_id" uuid,
	"primary_muscle_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secondary_muscle_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"joint_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inventory_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level" text,
	"default_rest_seconds" integer,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_name" text,
	"source_id" text,
	"source_url" text,
	"licence" text,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"min_age" smallint NOT NULL,
	"max_age" smallint,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"code" text NOT NULL,
	"dial_code" text,
	"name" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"metrics" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"load_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muscles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"region" text NOT NULL,
	"group" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" uuid,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "set_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"session_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"block_id" uuid,
	"item_id" uuid,
	"set_index" integer NOT NULL,
	"reps" integer,
	"weight_kg" double precision,
	"duration_seconds" integer,
	"distance_m" double precision,
	"rpe" double precision,
	"logged_at" timestamp with time zone NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "workout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"client_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"calendar_entry_id" uuid,
	"workout_id" uuid,
	"prescription" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"rating" smallint,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_mutation_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_push_at" timestamp with time zone,
	"last_pull_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sync_rejections" (
	"client_id" uuid NOT NULL,
	"mutation_id" bigint NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"fields" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_rejections_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "sync_scopes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"epoch" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"weeks" smallint NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_logs" ADD CONSTRAINT "set_logs_session_id_workout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_logs" ADD CONSTRAINT "set_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_logs" ADD CONSTRAINT "set_logs_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_rejections" ADD CONSTRAINT "sync_rejections_client_id_sync_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sync_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_scopes" ADD CONSTRAINT "sync_scopes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plans" ADD CONSTRAINT "workout_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_entries_version_idx" ON "calendar_entries" USING btree ("version");--> statement-breakpoint
CREATE INDEX "calendar_entries_coach_date_idx" ON "calendar_entries" USING btree ("coach_id","date");--> statement-breakpoint
CREATE INDEX "calendar_entries_client_date_idx" ON "calendar_entries" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "calendar_entries_workout_idx" ON "calendar_entries" USING btree ("workout_id");--> statement-breakpoint
CREATE INDEX "plan_assignments_version_idx" ON "plan_assignments" USING btree ("version");--> statement-breakpoint
CREATE INDEX "plan_assignments_coach_idx" ON "plan_assignments" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "exercises_version_idx" ON "exercises" USING btree ("version");--> statement-breakpoint
CREATE INDEX "exercises_owner_idx" ON "exercises" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_source_unique" ON "exercises" USING btree ("source_name","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "age_groups_key_unique" ON "age_groups" USING btree ("key") WHERE not "age_groups"."deleted";--> statement-breakpoint
CREATE INDEX "age_groups_version_idx" ON "age_groups" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "country_codes_code_unique" ON "country_codes" USING btree ("code") WHERE not "country_codes"."deleted";--> statement-breakpoint
CREATE INDEX "country_codes_version_idx" ON "country_codes" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_types_key_unique" ON "exercise_types" USING btree ("key") WHERE not "exercise_types"."deleted";--> statement-breakpoint
CREATE INDEX "exercise_types_version_idx" ON "exercise_types" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_key_unique" ON "inventory" USING btree ("key") WHERE not "inventory"."deleted";--> statement-breakpoint
CREATE INDEX "inventory_version_idx" ON "inventory" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "joints_key_unique" ON "joints" USING btree ("key") WHERE not "joints"."deleted";--> statement-breakpoint
CREATE INDEX "joints_version_idx" ON "joints" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "muscles_key_unique" ON "muscles" USING btree ("key") WHERE not "muscles"."deleted";--> statement-breakpoint
CREATE INDEX "muscles_version_idx" ON "muscles" USING btree ("version");--> statement-breakpoint
CREATE INDEX "muscles_group_idx" ON "muscles" USING btree ("group");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_key_unique" ON "positions" USING btree ("key") WHERE not "positions"."deleted";--> statement-breakpoint
CREATE INDEX "positions_version_idx" ON "positions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "notifications_version_idx" ON "notifications" USING btree ("version");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "set_logs_version_idx" ON "set_logs" USING btree ("version");--> statement-breakpoint
CREATE INDEX "set_logs_session_idx" ON "set_logs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "set_logs_client_logged_idx" ON "set_logs" USING btree ("client_id","logged_at");--> statement-breakpoint
CREATE INDEX "workout_sessions_version_idx" ON "workout_sessions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "workout_sessions_client_started_idx" ON "workout_sessions" USING btree ("client_id","started_at");--> statement-breakpoint
CREATE INDEX "workout_sessions_coach_idx" ON "workout_sessions" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "sync_clients_user_idx" ON "sync_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workout_plans_version_idx" ON "workout_plans" USING btree ("version");--> statement-breakpoint
CREATE INDEX "workout_plans_owner_idx" ON "workout_plans" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "workouts_version_idx" ON "workouts" USING btree ("version");--> statement-breakpoint
CREATE INDEX "workouts_owner_idx" ON "workouts" USING btree ("owner_id");