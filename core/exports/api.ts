import { z } from 'zod';

/*
 * The export's calls as the API documents them (docs/api.md, "Exports") and the app makes them.
 */

/** `archive`: everything as JSON in a ZIP; the CSVs: the training history in Strong's and Hevy's layouts. */
export const EXPORT_FORMATS = ['archive', 'strong-csv', 'hevy-csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * How long a download address works. Long enough for a browser to start the download after the
 * app asked for it, short enough that an address left in a history or a log is soon worthless.
 */
export const EXPORT_LINK_SECONDS = 120;

/** The archive's layout; raised when a file's meaning changes (docs/exports.md). */
export const ARCHIVE_VERSION = 1;

export const exportRequestSchema = z.object({
  client_id: z.uuid('is not a valid id').optional().describe('A client the signed-in coach coaches; by default the signed-in person'),
  time_zone: z
    .string()
    .max(64)
    .optional()
    .describe('The zone the CSV’s wall-clock times are written in; default Europe/Riga. The archive writes instants.'),
});

export const exportLinkSchema = z.object({
  url: z.string().describe('The download; works without a session until expires_at'),
  expires_at: z.string(),
});
export type ExportLink = z.infer<typeof exportLinkSchema>;
