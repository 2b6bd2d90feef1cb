import type { ErrorBody } from '@core/error-body';

export interface ApiFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * Recognised by shape rather than `instanceof ky.HTTPError`, so pages can handle failures without
 * downloading the HTTP client before they need it.
 */
function httpErrorResponse(error: unknown): Response | undefined {
  const candidate = error as { name?: unknown; response?: unknown } | null;
  return candidate?.name === 'HTTPError' && candidate.response instanceof Response ? candidate.response : undefined;
}

/** What went wrong with an API call, in the server's error shape, or as "unreachable". */
export async function apiFailure(error: unknown): Promise<ApiFailure> {
  const response = httpErrorResponse(error);
  if (response) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    return {
      status: response.status,
      code: body?.error?.code ?? 'http_error',
      message: body?.error?.message ?? '',
      fields: body?.error?.fields ?? {},
    };
  }
  return { status: 0, code: 'unreachable', message: '', fields: {} };
}
