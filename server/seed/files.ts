import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths';

/** The reference data the product ships (server/seed/data, see its README). */
export const seedDataDir = path.join(projectRoot, 'server', 'seed', 'data');
export const bundledLibraryFile = path.join(seedDataDir, 'free-exercise-db', 'exercises.json');

export function readSeedJson(name: string): unknown {
  return JSON.parse(readFileSync(path.join(seedDataDir, name), 'utf8')) as unknown;
}
