ALTER TABLE "set_logs" ADD COLUMN "logged_by" uuid;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "run_by" uuid;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "run_by_name" text;