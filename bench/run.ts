import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printTable, withinBudget, type Measurement } from './lib/report';
import { root } from './lib/server';
import { adminSuite } from './suites/admin';
import { apiLoadSuite } from './suites/api-load';
import { bodyMetricsSuite } from './suites/body-metrics';
import { bundleSuite } from './suites/bundle';
import { calendarSuite } from './suites/calendar';
import { coachScaleSuite } from './suites/coach-scale';
import { coldStartSuite } from './suites/cold-start';
import { exportsSuite } from './suites/exports';
import { importsSuite } from './suites/imports';
import { syncSuite } from './suites/sync';
import { lighthouseSuite } from './suites/lighthouse';
import { messagesSuite } from './suites/messages';
import { offlineStartSuite } from './suites/offline-start';
import { groupSuite } from './suites/group';
import { playerSuite } from './suites/player';
import { plansSuite } from './suites/plans';
import { pushSuite } from './suites/push';
import { writeDuringDownloadSuite } from './suites/write-during-download';

/** `npm run bench`: prints every measurement and fails when one is over its budget. */
async function main(): Promise<void> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set: run through `npm run bench`, which starts a throwaway PostgreSQL.');
  const only = process.argv.slice(2);
  const suites: [string, () => Promise<Measurement[]>][] = [
    ['bundle', bundleSuite],
    ['cold-start', () => coldStartSuite(postgresUrl)],
    ['sync', () => syncSuite(postgresUrl)],
    ['admin', () => adminSuite(postgresUrl)],
    ['api-load', () => apiLoadSuite(postgresUrl)],
    ['lighthouse', lighthouseSuite],
    ['offline-start', offlineStartSuite],
    ['device', writeDuringDownloadSuite],
    ['player', playerSuite],
    ['group', groupSuite],
    ['calendar', calendarSuite],
    ['body-metrics', bodyMetricsSuite],
    ['messages', messagesSuite],
    ['push', () => pushSuite(postgresUrl)],
    ['plans', () => plansSuite(postgresUrl)],
    ['imports', () => importsSuite(postgresUrl)],
    ['exports', () => exportsSuite(postgresUrl)],
    ['coach-scale', () => coachScaleSuite(postgresUrl)],
  ];
  // A misspelt suite would otherwise measure nothing and print an empty table.
  const unknown = only.filter((name) => !suites.some(([known]) => known === name));
  if (unknown.length > 0) throw new Error(`Unknown suite ${unknown.join(', ')}. Suites: ${suites.map(([name]) => name).join(', ')}`);
  const measurements: Measurement[] = [];
  for (const [name, suite] of suites) {
    if (only.length > 0 && !only.includes(name)) continue;
    console.log(`… ${name}`);
    measurements.push(...(await suite()));
  }
  console.log();
  printTable(measurements);
  for (const m of measurements.filter((m) => m.note)) console.log(`  ${m.suite} / ${m.name}: ${m.note ?? ''}`);
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify({ at: new Date().toISOString(), measurements }, null, 2)}\n`);
  const over = measurements.filter((m) => !withinBudget(m));
  if (over.length > 0) {
    console.error(`\n${over.length} measurement(s) outside their budget.`);
    process.exit(1);
  }
}

await main();
