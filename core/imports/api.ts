import { z } from 'zod';
import { IMPORT_PROBLEM_CODES, IMPORT_SKIP_REASONS, IMPORT_SOURCES } from './types';

/*
 * The import's answers as the API documents them (docs/api.md, "Imports") and the app reads them:
 * one schema for both, so a server that answers something else fails in the app by name.
 */

/** The problems a preview lists; its count says how many there were. */
export const IMPORT_PROBLEMS_SHOWN = 200;

export const IMPORT_CONFIDENCES = ['remembered', 'exact', 'high', 'low', 'none'] as const;
export type ImportConfidence = (typeof IMPORT_CONFIDENCES)[number];

const setSchema = z.object({
  kind: z.string(),
  reps: z.number().nullable(),
  weight_kg: z.number().nullable(),
  distance_m: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  rpe: z.number().nullable(),
});

export const importPreviewSchema = z
  .object({
    id: z.uuid(),
    client_id: z.uuid(),
    file_name: z.string(),
    source: z.enum(IMPORT_SOURCES),
    variant: z.string().describe('Which of the source’s export layouts the header was'),
    time_zone: z.string().describe('The zone the file’s times were read in'),
    workouts: z.number().int(),
    sets: z.number().int().describe('Working sets; warm-ups are not brought in'),
    first_started_at: z.string().nullable(),
    last_started_at: z.string().nullable(),
    already_imported: z.number().int().describe('Workouts brought in before; committing does not write them again'),
    warmup_sets: z.number().int(),
    skipped: z.partialRecord(z.enum(IMPORT_SKIP_REASONS), z.number().int()).describe('Rows that are not sets, by reason'),
    problem_count: z.number().int(),
    problems: z
      .array(
        z.object({
          row: z.number().int(),
          column: z.string().nullable(),
          message: z.enum(IMPORT_PROBLEM_CODES),
          value: z.string().nullable(),
        }),
      )
      .describe(`Rows left out and why, the first ${IMPORT_PROBLEMS_SHOWN}`),
    exercises: z.array(
      z.object({
        name: z.string().describe('As the file writes it'),
        sets: z.number().int(),
        exercise_id: z.uuid().nullable(),
        exercise_name: z.string().nullable(),
        confidence: z.enum(IMPORT_CONFIDENCES),
        alternatives: z.array(z.object({ id: z.uuid(), name: z.string() })),
      }),
    ),
    sample: z
      .array(
        z.object({
          title: z.string(),
          started_at: z.string(),
          finished_at: z.string(),
          exercises: z.array(z.object({ name: z.string(), sets: z.array(setSchema) })),
        }),
      )
      .describe('The latest workouts as they will be written'),
  })
  .describe('What an uploaded export holds, before anything is written');

export const importResultSchema = z.object({
  sessions_created: z.number().int(),
  sets_created: z.number().int(),
  sessions_existing: z.number().int().describe('Workouts of the file the client already had'),
});

export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;
