-- [R10] Before one live set log per step is enforced, a step logged twice keeps its first log
-- (the one that counted on every device) and the later ones are withdrawn, each with a new sync
-- version so that devices receive the tombstone.
WITH "later" AS (
  SELECT "id", row_number() OVER (ORDER BY "id") AS "k"
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "session_id", "block_id", "item_id", "set_index" ORDER BY "logged_at", "id") AS "n"
    FROM "set_logs"
    WHERE "deleted" = false AND "block_id" IS NOT NULL AND "item_id" IS NOT NULL
  ) AS "ranked"
  WHERE "n" > 1
), "bump" AS (
  UPDATE "sync_state" SET "version" = "version" + (SELECT count(*) FROM "later") WHERE "id" = 1 RETURNING "version"
)
UPDATE "set_logs" SET "deleted" = true, "updated_at" = now(), "version" = "bump"."version" - (SELECT count(*) FROM "later") + "later"."k"
FROM "later", "bump" WHERE "set_logs"."id" = "later"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "set_logs_step_live_uq" ON "set_logs" USING btree ("session_id","block_id","item_id","set_index") WHERE "set_logs"."deleted" = false;