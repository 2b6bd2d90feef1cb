import type * as LocalWrites from './local/writes';

type WritePath = typeof LocalWrites;
let writePath: WritePath | undefined;
let writePathLoading: Promise<WritePath> | undefined;

/**
 * The write path (the contract's validation, and with it zod: ~35 KB gzip) loads apart from the
 * screens that only read, once the first screen is up (docs/performance.md, "The workout
 * player"; user-database.ts asks for it then). A write inside a transaction must not wait for it
 * (a transaction ends when it awaits anything but IndexedDB): such callers await this before they
 * open theirs.
 */
export function loadWritePath(): Promise<WritePath> {
  writePathLoading ??= import('./local/writes').then((loaded) => (writePath = loaded));
  return writePathLoading;
}

/** The write path if it has loaded, without waiting: a write then starts in the same task. */
export function loadedWritePath(): WritePath | undefined {
  return writePath;
}
