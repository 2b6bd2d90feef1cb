/** Field name → message, for 400 answers that point at specific inputs. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

/**
 * An error meant for the caller. Everything else that escapes a handler is a bug and is answered
 * with a generic 500, so internals never leak into responses.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new ApiError(400, 'validation_failed', message, fields);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, 'forbidden', message);
export const conflict = (code: string, message: string, fields?: FieldErrors) => new ApiError(409, code, message, fields);
