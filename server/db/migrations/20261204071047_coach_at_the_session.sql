ALTER TABLE "calendar_entries" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "set_logs" ADD COLUMN "logged_by" uuid;--> statement-breakpoint
ALTER TABLE "set_logs" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "run_by" uuid;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "run_by_name" text;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "person_id" uuid;--> statement-breakpoint
CREATE INDEX "calendar_entries_group_idx" ON "calendar_entries" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "set_logs_person_idx" ON "set_logs" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "workout_sessions_person_idx" ON "workout_sessions" USING btree ("person_id");--> statement-breakpoint
-- The training on client records linked today is their person's (sync/SPEC.md A8).
UPDATE "workout_sessions" SET "person_id" = "clients"."user_id" FROM "clients" WHERE "clients"."id" = "workout_sessions"."client_id" AND "clients"."user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "set_logs" SET "person_id" = "clients"."user_id" FROM "clients" WHERE "clients"."id" = "set_logs"."client_id" AND "clients"."user_id" IS NOT NULL;
