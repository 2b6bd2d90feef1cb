import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn until /api/v1/health answered 200. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts the production server (build/server/main.js) and waits until health answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'build', 'server', 'main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return {
    url,
    child,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The `p`th percentile: the sorted values' entry at ⌊p % of their count⌋ (never below nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
