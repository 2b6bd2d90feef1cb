/**
 * A pull cursor: the server installation it came from, the user's scope generation, and the last
 * version the device has (sync/SPEC.md §P2). Opaque to clients. DO NOT change the format without
 * accepting the old one: devices hold cursors across server upgrades.
 */
export interface Cursor {
  instance: string;
  epoch: number;
  version: number;
}

const PREFIX = 'c1';

export function encodeCursor(cursor: Cursor): string {
  return `${PREFIX}.${cursor.instance}.${cursor.epoch}.${cursor.version}`;
}

export function decodeCursor(value: string): Cursor | undefined {
  const [prefix, instance, epoch, version, ...rest] = value.split('.');
  if (prefix !== PREFIX || !instance || rest.length > 0) return undefined;
  const parsedEpoch = Number(epoch);
  const parsedVersion = Number(version);
  if (!Number.isSafeInteger(parsedEpoch) || !Number.isSafeInteger(parsedVersion) || parsedEpoch < 0 || parsedVersion < 0) return undefined;
  return { instance, epoch: parsedEpoch, version: parsedVersion };
}
