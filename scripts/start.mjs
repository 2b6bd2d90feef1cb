// `npm start`: builds the app and the server when the sources changed since the last build, then
// runs the server in this process. package.json runs this with `exec`, so npm's shell becomes this
// process and the SIGTERM npm forwards reaches the server (docs/operations.md, "Shutdown").
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'build', 'source-stamp');
const INPUTS = [
  'src',
  'sync',
  'core',
  'server',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'lingui.config.ts',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else {
    yield entry;
  }
}

/** A digest of every input's path and content: mtimes lie after a fresh clone or checkout. */
function sourceStamp() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

const stamp = sourceStamp();
const built = existsSync(path.join(root, 'dist', 'index.html')) && existsSync(path.join(root, 'build', 'server', 'main.js'));
if (!built || !existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== stamp) {
  console.log('Building the app (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, stamp);
}

// Whoever started us is gone (npm killed outright, or a shell that did not pass the signal on):
// stop as if signalled rather than live on as an orphan holding the port and the embedded
// database. process.ppid is read afresh each time.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  // Once: the server handles one SIGTERM, and a second would end it before it has closed.
  clearInterval(orphanWatch);
  process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

process.chdir(root);
await import(path.join(root, 'build', 'server', 'main.js'));
