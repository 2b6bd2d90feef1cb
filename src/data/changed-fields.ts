/**
 * Only the fields whose value changed, for a patch: a concurrent edit of another field, on another
 * device or by another admin, survives (sync/SPEC.md R2).
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(before[key] ?? null) !== JSON.stringify(value)));
}
