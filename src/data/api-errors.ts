import { HTTPError } from 'ky';
import type { ErrorBody } from '@sync/errors';

export interface ApiFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

/** What went wrong with an API call, in the server's error shape, or as "unreachable". */
export async function apiFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => null)) as Partial<ErrorBody> | null;
    return {
      status: error.response.status,
      code: body?.error?.code ?? 'http_error',
      message: body?.error?.message ?? '',
      fields: body?.error?.fields ?? {},
    };
  }
  return { status: 0, code: 'unreachable', message: '', fields: {} };
}
