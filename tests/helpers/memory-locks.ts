import type { LeaderLocks } from '@sync/engine/leader';

/**
 * The Web Locks semantics the sync engine relies on (exclusive, FIFO, abortable while waiting),
 * for Node tests of several tabs in one process. The browser's own is exercised by Playwright.
 */
export class MemoryLocks implements LeaderLocks {
  private readonly queues = new Map<string, { run: () => void; signal?: AbortSignal | undefined }[]>();
  private readonly held = new Set<string>();

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const run = () => {
        this.held.add(name);
        callback()
          .then(resolve, reject)
          .finally(() => {
            this.held.delete(name);
            this.next(name);
          });
      };
      if (options.signal?.aborted) {
        reject(new DOMException('aborted', 'AbortError'));
        return;
      }
      options.signal?.addEventListener('abort', () => {
        const queue = this.queues.get(name) ?? [];
        const index = queue.findIndex((waiter) => waiter.run === run);
        if (index >= 0) {
          queue.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      if (this.held.has(name)) this.queues.set(name, [...(this.queues.get(name) ?? []), { run, signal: options.signal }]);
      else run();
    });
  }

  private next(name: string): void {
    const waiter = this.queues.get(name)?.shift();
    waiter?.run();
  }
}
