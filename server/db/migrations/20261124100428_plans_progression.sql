ALTER TABLE "calendar_entries" ADD COLUMN "prescription" jsonb;--> statement-breakpoint
ALTER TABLE "workout_plans" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_plans" ADD COLUMN "progressions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_plans" ADD COLUMN "deload" jsonb;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_entries_assignment_idx" ON "calendar_entries" USING btree ("assignment_id");