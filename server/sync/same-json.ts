/**
 * Whether two stored values are the same: records hold JSON only, and a record's fields are written
 * by its schema in one order, so equal values give equal text. Used where a write decides whether a
 * field changed (the write engine, and the history of fields changed elsewhere).
 */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
