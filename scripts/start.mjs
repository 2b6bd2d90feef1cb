// `npm start`: builds the app and the server when the sources changed since the last build, then
// runs the server in this process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'build', 'source-stamp');
const INPUTS = ['src', 'sync', 'server', 'public', 'index.html', 'package-lock.json', 'vite.config.ts', 'vite.server.config.ts', 'lingui.config.ts'];

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
      hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
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

process.chdir(root);
await import(path.join(root, 'build', 'server', 'main.js'));
