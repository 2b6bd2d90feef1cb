import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../server/lib/paths';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs server/main.ts exactly as `npm start` runs the built server, with the given environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'main.ts')], {
    cwd: projectRoot,
    // tsconfig.node.json carries the @core/* and @sync/* path aliases the server's imports use.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.node.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForOutput(server: ServerProcess, pattern: RegExp): Promise<void> {
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}) before printing ${pattern}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
