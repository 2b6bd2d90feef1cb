import { z } from 'zod';

/** The server's one error shape for every 4xx and 5xx. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
