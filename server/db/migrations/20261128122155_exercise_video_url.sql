ALTER TABLE "exercises" ADD COLUMN "video_url" text;--> statement-breakpoint
-- The exercise editor's one link used to be kept in `media`, a video as `{"kind": "video"}`. A
-- video has its own field now: an exercise's first https video there moves into `video_url`
-- (where the editor and the player read it) and leaves `media`, with a new sync version so that
-- devices receive it. Anything that is no https link of at most 500 characters stays where it is.
WITH "moved" AS (
  SELECT "exercises"."id", "video"."url", "video"."position", row_number() OVER (ORDER BY "exercises"."id") AS "k"
  FROM "exercises"
  CROSS JOIN LATERAL (
    SELECT "item"."value" ->> 'url' AS "url", "item"."position"
    FROM jsonb_array_elements("exercises"."media") WITH ORDINALITY AS "item"("value", "position")
    WHERE "item"."value" ->> 'kind' = 'video' AND "item"."value" ->> 'url' ~* '^https://[^[:space:]/?#]+[^[:space:]]*$' AND length("item"."value" ->> 'url') <= 500
    ORDER BY "item"."position"
    LIMIT 1
  ) AS "video"
  WHERE "exercises"."video_url" IS NULL AND "exercises"."deleted" = false
), "bump" AS (
  UPDATE "sync_state" SET "version" = "version" + (SELECT count(*) FROM "moved") WHERE "id" = 1 RETURNING "version"
)
UPDATE "exercises" SET
  "video_url" = "moved"."url",
  "media" = "exercises"."media" - ("moved"."position"::int - 1),
  "updated_at" = now(),
  "version" = "bump"."version" - (SELECT count(*) FROM "moved") + "moved"."k"
FROM "moved", "bump" WHERE "exercises"."id" = "moved"."id";
