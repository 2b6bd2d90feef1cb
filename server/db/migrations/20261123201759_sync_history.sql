CREATE TABLE "sync_history" (
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"client_id" uuid,
	"mutation_id" bigint,
	"changes" jsonb NOT NULL,
	"replaced" jsonb NOT NULL,
	"conflicts" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_history_entity_record_id_version_pk" PRIMARY KEY("entity","record_id","version")
);
--> statement-breakpoint
CREATE TABLE "sync_revocations" (
	"user_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "sync_revocations_user_id_version_entity_record_id_pk" PRIMARY KEY("user_id","version","entity","record_id")
);
--> statement-breakpoint
ALTER TABLE "sync_revocations" ADD CONSTRAINT "sync_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_history_mutation_idx" ON "sync_history" USING btree ("client_id","mutation_id");--> statement-breakpoint
CREATE INDEX "set_logs_client_exercise_logged_idx" ON "set_logs" USING btree ("client_id","exercise_id","logged_at");