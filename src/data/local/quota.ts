/** The browser's word for "this device is out of space"; shown to the user, never swallowed. */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown; inner?: { name?: unknown } } | null)?.name;
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}
