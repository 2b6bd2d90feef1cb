// Mutation testing of the sync rules (`npm run test:mutation [-- part ...] [-- --rerun]`).
//
// The whole scope is hours of work on a small machine, so it runs in parts and keeps each part's
// result in reports/mutation/parts/: an interrupted run loses only the part in progress, the next
// run continues with the parts not measured yet, and `--rerun` measures every part again (Stryker's incremental mode then reuses the results of unchanged code and tests). At
// the end the score of every file measured so far is printed per file and in total
// (docs/testing.md, "Mutation testing").
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';

/**
 * Parts small enough to finish in well under an hour here, the rule code first: a surviving mutant
 * there would matter most. Each part is one Stryker run (a first run of all tests, then the
 * mutants), so parts group small files to keep that first run from dominating.
 */
const PARTS = {
  push: ['server/sync/push.ts'],
  apply: ['server/sync/apply.ts'],
  'pull-scope': ['server/sync/pull.ts', 'server/sync/scope.ts'],
  'server-rules': [
    'server/sync/access.ts',
    'server/sync/history-writes.ts',
    'server/sync/same-json.ts',
    'server/sync/rejections.ts',
    'server/sync/versions.ts',
    'server/sync/cursor.ts',
    'server/sync/rows.ts',
    'server/sync/clients.ts',
  ],
  // The entities' rules are about 700 mutants: two parts, the coaching and training rules first.
  entities: ['server/sync/entities/coaching.ts', 'server/sync/entities/training.ts'],
  'entities-others': [
    'server/sync/entities/body-metrics.ts',
    'server/sync/entities/check-ins.ts',
    'server/sync/entities/conversations.ts',
    'server/sync/entities/progress-photos.ts',
    'server/sync/entities/comments.ts',
    'server/sync/entities/exercises.ts',
    'server/sync/entities/gym-profiles.ts',
    'server/sync/entities/notices.ts',
    'server/sync/entities/reference.ts',
    'server/sync/entities/index.ts',
    'server/sync/types.ts',
  ],
  contract: ['sync/mutations.ts', 'core/records/storable.ts', 'core/records/common.ts', 'core/records/index.ts'],
  records: [
    'core/records/body-metrics.ts',
    'core/records/check-ins.ts',
    'core/records/custom-metrics.ts',
    'core/records/progress-photos.ts',
    'core/records/calendar.ts',
    'core/records/clients.ts',
    'core/records/exercises.ts',
    'core/records/reference.ts',
    'core/records/sessions.ts',
    'core/records/workouts.ts',
  ],
  engine: ['sync/engine/**/*.ts'],
  'http-auth': ['core/http/**/*.ts', 'sync/protocol.ts', 'core/error-body.ts', 'core/text.ts', 'core/auth.ts', 'core/auth-constants.ts'],
};

/**
 * The record schemas are built once, when their module loads: their mutants are static, and Stryker
 * can only test one by loading the module again with it switched on. With the shared test set it
 * would give each one to the few tests that happen to load the module lazily, where the mutant is
 * never switched on, and call it survived. This part therefore runs static mutants (a fresh module
 * graph per mutant) against the schema tests alone, which is cheap.
 */
const PART_OPTIONS = {
  records: { ignoreStatic: false, vitest: { configFile: 'vitest.mutation-records.config.ts' } },
};

const PARTS_DIR = 'reports/mutation/parts';
const reportOf = (part) => path.join(PARTS_DIR, `${part}.json`);

const args = process.argv.slice(2);
const rerun = args.includes('--rerun');
const asked = args.filter((arg) => arg !== '--rerun');
for (const part of asked) {
  if (!(part in PARTS)) {
    console.error(`Unknown part "${part}". Parts: ${Object.keys(PARTS).join(', ')}`);
    process.exit(2);
  }
}
mkdirSync(PARTS_DIR, { recursive: true });

const todo = asked.length > 0 ? asked : Object.keys(PARTS).filter((part) => rerun || !existsSync(reportOf(part)));
for (const part of todo) {
  console.log(`\n== mutation testing part ${part}: ${PARTS[part].join(' ')}`);
  // Stryker reads stryker.config.json itself; these options override it for the part.
  const stryker = new Stryker({
    mutate: PARTS[part],
    incrementalFile: path.join(PARTS_DIR, `${part}.incremental.json`),
    jsonReporter: { fileName: reportOf(part) },
    htmlReporter: { fileName: path.join(PARTS_DIR, `${part}.html`) },
    reporters: ['progress-append-only', 'html', 'json'],
    ...PART_OPTIONS[part],
  });
  await stryker.runMutationTest();
}

// Stryker's score: detected (killed or timed out) over detected plus undetected (survived or
// without coverage); mutants that do not compile or are ignored do not count.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const rows = [];
for (const file of readdirSync(PARTS_DIR).filter((f) => f.endsWith('.json') && !f.endsWith('.incremental.json'))) {
  // Files measured so far; the summary says how many of the scope that is.
  const report = JSON.parse(readFileSync(path.join(PARTS_DIR, file), 'utf8'));
  for (const [source, { mutants }] of Object.entries(report.files)) {
    const count = (set) => mutants.filter((m) => set.has(m.status)).length;
    rows.push({
      source,
      detected: count(DETECTED),
      undetected: count(UNDETECTED),
      survived: mutants.filter((m) => m.status === 'Survived').length,
    });
  }
}
rows.sort((a, b) => a.source.localeCompare(b.source));
const pct = (d, u) => (d + u === 0 ? '  n/a' : `${((100 * d) / (d + u)).toFixed(1).padStart(5)} %`);
let detected = 0;
let undetected = 0;
for (const row of rows) {
  detected += row.detected;
  undetected += row.undetected;
  console.log(
    `${pct(row.detected, row.undetected)}  ${String(row.detected).padStart(4)} killed  ${String(row.survived).padStart(3)} survived  ${row.source}`,
  );
}
const summary = `mutation score ${pct(detected, undetected).trim()} (${detected} of ${detected + undetected}) over ${rows.length} files, from ${readdirSync(PARTS_DIR).filter((f) => f.endsWith('.json') && !f.endsWith('.incremental.json')).length} of ${Object.keys(PARTS).length} parts`;
console.log(`\n${summary}`);
if (existsSync(PARTS_DIR)) writeFileSync(path.join(PARTS_DIR, 'summary.txt'), `${summary}\n`);
