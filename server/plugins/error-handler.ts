import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z, ZodError } from 'zod';
import { ApiError, type ErrorBody, type FieldErrors } from '../lib/api-error';

/** The one error shape of every 4xx and 5xx answer (toErrorResponse below), for route schemas and the API reference. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().describe('A stable snake_case code to switch on, e.g. validation_failed, invalid_credentials'),
      message: z.string().describe('An English explanation, for logs and developers'),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe('Field path -> what is wrong with it, on 400 answers about specific inputs'),
    }),
  })
  .meta({ id: 'Error' }) satisfies z.ZodType<ErrorBody>;

/**
 * The error answers a route declares, each in the one error shape. 500 is always among them: any
 * route can fail on our side.
 */
export function errorResponses<const Status extends number>(...statuses: Status[]): Record<Status | 500, typeof errorResponseSchema> {
  const responses: Partial<Record<Status | 500, typeof errorResponseSchema>> = {};
  for (const status of [...statuses, 500 as const]) responses[status] = errorResponseSchema;
  return responses as Record<Status | 500, typeof errorResponseSchema>;
}

/** What a 204 answer carries: nothing (documented as "no content"). */
export const noContentSchema = z.undefined().describe('No content');

function fieldsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Fastify's own 4xx codes, renamed to stable snake_case codes that clients can switch on. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  // @fastify/multipart's: a file over the route's limit (an import's export).
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
};

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof ApiError) {
    return { status: error.statusCode, body: error.toBody(), ...(error.headers ? { headers: error.headers } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'is not valid',
    }));
    return {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Some fields are not valid', fields: fieldsFromIssues(issues) } },
    };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Some fields are not valid', fields: fieldsFromIssues(error.issues) } },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (fastifyError.code && FASTIFY_CODES[fastifyError.code]) ?? (status === 429 ? 'rate_limited' : 'bad_request');
    return { status, body: { error: { code, message: fastifyError.message ?? 'Bad request' } } };
  }
  if (status === 503) {
    return { status, body: { error: { code: 'unavailable', message: 'The service is temporarily unavailable, please retry' } } };
  }
  return { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong on our side' } } };
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body, headers } = toErrorResponse(error);
  if (headers) void reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** One error shape, `{error: {code, message, fields?}}`, for every 4xx and 5xx the server sends. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request rejected');
    return sendError(reply, error);
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return sendError(reply, new ApiError(404, 'not_found', `No API route for ${request.method} ${path}`));
}
