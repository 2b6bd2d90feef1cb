/*
 * The coach at the session (sync/SPEC.md A7, R12): the constants and ids the player, the group
 * screen and the server share. Apart from the record schemas, so the player's first screen does
 * not load them to start a session.
 */

/** How many clients a coach trains at once in a group session: one tablet's worth of columns. */
export const GROUP_MAX_CLIENTS = 6;

/** Exported for the test that holds entrySessionId to RFC 9562's version 5. */
export const ENTRY_SESSION_NAMESPACE = '5f0b6c3e-9d27-4a41-8e6f-2c7a1d93b804';

/**
 * The id of the first session of a calendar entry, the same on every device (sync/SPEC.md R12): the
 * client's phone and the coach's tablet starting the entry offline make one session, which both
 * log into, and each step still counts once (R10). A UUID version 5 of the entry's id (RFC 9562),
 * hashed with the platform's SHA-1 (browsers and Node alike) rather than a library's: the player's
 * first screen starts sessions and carries no code it can do without.
 */
export async function entrySessionId(calendarEntryId: string): Promise<string> {
  const namespace = hexBytes(ENTRY_SESSION_NAMESPACE.replaceAll('-', ''));
  const name = new TextEncoder().encode(calendarEntryId);
  const input = new Uint8Array(namespace.length + name.length);
  input.set(namespace);
  input.set(name, namespace.length);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-1', input)).slice(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}
