/**
 * A pull cursor: the server installation it came from, the user's scope generation, and the last
 * version the device has (sync/SPEC.md §P2, P5). Opaque to clients. DO NOT change the formats
 * without accepting the old ones: devices hold cursors across server upgrades.
 *
 * During a first download the cursor also says which part of it the device is in (P1): the
 * records of now up to the snapshot version, then the history up to it.
 */
export interface Cursor {
  instance: string;
  epoch: number;
  version: number;
  first?: FirstDownload;
}

export interface FirstDownload {
  /** The highest version when the download began: both parts stop there, later changes follow by version. */
  snapshot: number;
  /** 1: everything but the history; 2: the history (sessions, set logs, comments). */
  part: 1 | 2;
}

const PREFIX = 'c1';
const FIRST_PREFIX = 'f1';

export function encodeCursor(cursor: Cursor): string {
  if (cursor.first)
    return `${FIRST_PREFIX}.${cursor.instance}.${cursor.epoch}.${cursor.first.snapshot}.${cursor.first.part}.${cursor.version}`;
  return `${PREFIX}.${cursor.instance}.${cursor.epoch}.${cursor.version}`;
}

const count = (value: string | undefined): number | undefined => {
  const parsed = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(parsed) ? parsed : undefined;
};

export function decodeCursor(value: string): Cursor | undefined {
  const [prefix, instance, ...rest] = value.split('.');
  if (!instance) return undefined;
  if (prefix === PREFIX && rest.length === 2) {
    const [epoch, version] = rest.map(count);
    return epoch === undefined || version === undefined ? undefined : { instance, epoch, version };
  }
  if (prefix === FIRST_PREFIX && rest.length === 4) {
    const [epoch, snapshot, part, version] = rest.map(count);
    if (epoch === undefined || snapshot === undefined || version === undefined || (part !== 1 && part !== 2) || version > snapshot)
      return undefined;
    return { instance, epoch, version, first: { snapshot, part } };
  }
  return undefined;
}
