import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
  at: number;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void;

/** A real HTTP server whose answers each test scripts; it records every request it received. */
export class ScriptServer {
  readonly seen: SeenRequest[] = [];
  handler: Handler = (_request, response) => response.writeHead(404).end();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const seen = {
          method: request.method ?? '',
          path: request.url ?? '',
          authorization: request.headers.authorization,
          body,
          at: performance.now(),
        };
        this.seen.push(seen);
        this.handler(seen, response);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  count(predicate: (request: SeenRequest) => boolean): number {
    return this.seen.filter(predicate).length;
  }
}

export function json(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(value));
}

/** An in-process stand-in for navigator.locks: one holder per name, FIFO. */
export function createLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
