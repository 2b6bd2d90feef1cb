import { isRouteErrorResponse } from 'react-router-dom';

/** The HTTP-like status an error carries: route responses, HTTP client errors, else 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null) {
    const candidate =
      (error as { status?: unknown; response?: { status?: unknown } }).status ??
      (error as { response?: { status?: unknown } }).response?.status;
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
  }
  return 500;
}

export function errorMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' && error.data ? error.data : error.statusText || undefined;
  }
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}
