ALTER TABLE "clients" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "workouts" DROP COLUMN "search";