import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/lib/paths';
import { freePort, startServerProcess, waitForOutput } from '../helpers/server-process';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-db';

const kind = testDatabaseKind();

/**
 * A supervisor's parent that starts the server, signals it when told to, and exits at that same
 * moment: the server loses the reader of its output (EPIPE) while it shuts down. It prints the
 * pid of the process to watch (the server itself, which under `npm start` is npm's grandchild).
 */
const ORPHANING_PARENT = `
import { spawn } from 'node:child_process';
const { command, args, env, cwd } = JSON.parse(process.env.ORPHANING_PARENT);
const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
const announce = () => {
  const pid = /"pid":(\\d+)/.exec(output)?.[1];
  if (pid && /is running at/.test(output)) {
    process.stdout.write('server ' + pid + '\\n');
    announce.done = true;
  }
};
for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => { output += chunk; if (!announce.done) announce(); });
child.on('exit', (code) => { process.stdout.write('exited early ' + code + '\\n' + output); process.exit(1); });
process.stdin.on('data', () => {
  child.kill('SIGTERM');
  process.exit(0);
});
`;

interface Orphaned {
  serverPid: number;
  /** Sends SIGTERM to the parent's child and lets the parent exit at once. */
  signalAndExit(): Promise<void>;
}

async function startUnderParent(command: string, args: string[], env: Record<string, string>): Promise<Orphaned> {
  const parent = spawn(process.execPath, ['--input-type=module', '-e', ORPHANING_PARENT], {
    env: {
      PATH: process.env.PATH ?? '',
      ORPHANING_PARENT: JSON.stringify({ command, args, env: { PATH: process.env.PATH ?? '', ...env }, cwd: projectRoot }),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let said = '';
  parent.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const parentExit = new Promise<void>((resolve) => parent.once('exit', () => resolve()));
  while (!/server \d+\n/.test(said)) {
    if (parent.exitCode !== null) throw new Error(`the parent exited before the server was up:\n${said}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    serverPid: Number(/server (\d+)/.exec(said)?.[1]),
    async signalAndExit() {
      parent.stdin.write('go\n');
      await parentExit;
    },
  };
}

/** Gone, or a zombie nobody reaps (an orphan's new parent in a container may never wait for it). */
function processGone(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

async function waitUntilGone(pid: number): Promise<void> {
  while (!processGone(pid)) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** A request whose body never finishes: the connection stays busy until the server drops it. */
async function hangingRequest(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
  );
  return socket;
}

/** A second server on the same port (and data directory) starts: nothing of the first holds them. */
async function expectRestartable(port: number, env: Record<string, string>): Promise<void> {
  const second = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', ...env });
  await waitForOutput(second, /is running at/);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}

describe(`stopping the server on ${kind}`, () => {
  let dataDir: string;
  let databaseEnv: Record<string, string> = {};
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'treneris-stop-'));
    if (kind === 'postgresql') {
      const database = await createTestDatabase();
      databaseEnv = { DATABASE_URL: database.url ?? '' };
      dropDatabase = () => database.close();
    }
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // No wall-clock assertion: the test only needs the process to end (server/main.ts bounds the
  // shutdown), and the generous timeout is what a hang would run into.
  it(
    'ends within its bound when its parent exits at the moment it is signalled and a request never finishes',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.node.json'),
        ...databaseEnv,
      };
      const server = await startUnderParent(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'main.ts')], env);
      const hanging = await hangingRequest(port);
      await server.signalAndExit();
      await waitUntilGone(server.serverPid);
      hanging.destroy();
      await expectRestartable(port, { DATA_DIR: dataDir, ...databaseEnv });
    },
  );

  if (kind === 'pglite')
    // `npm start` builds the app when the sources changed, so this may include a production build.
    it('`npm start` stops with the signal sent to npm, freeing the port and the embedded database', { timeout: 900_000 }, async () => {
      const port = await freePort();
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', npm_config_update_notifier: 'false' };
      const server = await startUnderParent('npm', ['start'], env);
      await server.signalAndExit();
      await waitUntilGone(server.serverPid);
      await expectRestartable(port, { DATA_DIR: dataDir });
    });
});
