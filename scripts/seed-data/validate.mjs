#!/usr/bin/env node
// Validates the reference data in server/seed/data/.
// Usage: node scripts/seed-data/validate.mjs   (exit code 1 on any problem)

import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(here, '../../server/seed/data');
const errors = [];
const err = (msg) => errors.push(msg);

function load(file) {
  const p = path.join(dir, file);
  if (!existsSync(p)) {
    err(`${file}: missing`);
    return null;
  }
  const text = readFileSync(p, 'utf8');
  try {
    return JSON.parse(text);
  } catch (e) {
    err(`${file}: invalid JSON (${e.message})`);
    return null;
  }
}

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const LOCALES = ['en-US', 'lv-LV'];

function checkLocalized(file, where, obj) {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) {
    err(`${file}: ${where}: name must be an object with ${LOCALES.join(', ')}`);
    return;
  }
  for (const loc of LOCALES) {
    if (typeof obj[loc] !== 'string' || !obj[loc].trim()) err(`${file}: ${where}: empty or missing "${loc}"`);
  }
  const extra = Object.keys(obj).filter((k) => !LOCALES.includes(k));
  if (extra.length) err(`${file}: ${where}: unexpected locales ${extra.join(', ')}`);
}

function checkKeyed(file, rows, extra) {
  if (!Array.isArray(rows)) {
    err(`${file}: must be an array`);
    return new Set();
  }
  const keys = new Set();
  rows.forEach((row, i) => {
    const where = `#${i} (${row?.key})`;
    if (typeof row?.key !== 'string' || !SNAKE.test(row.key)) err(`${file}: ${where}: key is not lowercase snake_case`);
    if (keys.has(row.key)) err(`${file}: duplicate key ${row.key}`);
    keys.add(row.key);
    checkLocalized(file, where, row.name);
    extra?.(row, where);
  });
  return keys;
}

// --- source library ---------------------------------------------------------------------
const exercises = load('free-exercise-db/exercises.json') ?? [];
const exById = new Map(exercises.map((e) => [e.id, e]));
if (exercises.length !== 873) err(`free-exercise-db/exercises.json: expected 873 exercises, got ${exercises.length}`);
for (const f of ['free-exercise-db/LICENSE.md', 'free-exercise-db/README.md']) {
  if (!existsSync(path.join(dir, f))) err(`${f}: missing`);
}

// --- countries --------------------------------------------------------------------------
const countries = load('countries.json');
if (Array.isArray(countries)) {
  if (countries.length !== 249) err(`countries.json: expected 249 countries, got ${countries.length}`);
  const codes = new Set();
  let prev = '';
  countries.forEach((c, i) => {
    const where = `#${i} (${c?.code})`;
    if (typeof c?.code !== 'string' || !/^[A-Z]{2}$/.test(c.code)) err(`countries.json: ${where}: bad code`);
    if (codes.has(c.code)) err(`countries.json: duplicate code ${c.code}`);
    codes.add(c.code);
    if (c.code <= prev) err(`countries.json: not sorted by code at ${c.code}`);
    prev = c.code;
    if (c.dial_code !== null && !/^\+\d{1,4}$/.test(c.dial_code ?? '')) err(`countries.json: ${where}: bad dial_code ${c.dial_code}`);
    checkLocalized('countries.json', where, c.name);
  });
} else if (countries) err('countries.json: must be an array');

// --- age groups -------------------------------------------------------------------------
const ageGroups = load('age-groups.json');
if (ageGroups) {
  checkKeyed('age-groups.json', ageGroups, (r, where) => {
    if (!Number.isInteger(r.min_age) || r.min_age < 0) err(`age-groups.json: ${where}: bad min_age`);
    if (r.max_age !== null && (!Number.isInteger(r.max_age) || r.max_age < r.min_age)) err(`age-groups.json: ${where}: bad max_age`);
  });
  const sorted = [...ageGroups].sort((a, b) => a.min_age - b.min_age);
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (a.max_age === null || a.max_age >= b.min_age) err(`age-groups.json: ${a.key} overlaps ${b.key}`);
    else if (a.max_age + 1 !== b.min_age) err(`age-groups.json: gap between ${a.key} and ${b.key}`);
  }
  if (sorted.length && sorted[sorted.length - 1].max_age !== null) err('age-groups.json: last band should be open-ended');
}

// --- muscles, joints, positions, exercise types, inventory ------------------------------
const REGIONS = ['upper', 'lower', 'core'];
const GROUPS = ['chest', 'back', 'shoulders', 'arms', 'core', 'hips', 'legs', 'neck'];
const muscleKeys = checkKeyed('muscles.json', load('muscles.json'), (r, where) => {
  if (!REGIONS.includes(r.region)) err(`muscles.json: ${where}: bad region ${r.region}`);
  if (!GROUPS.includes(r.group)) err(`muscles.json: ${where}: bad group ${r.group}`);
});
const jointKeys = checkKeyed('joints.json', load('joints.json'));
const positionKeys = checkKeyed('positions.json', load('positions.json'));
const METRICS = ['reps', 'weight', 'duration', 'distance'];
const typeKeys = checkKeyed('exercise-types.json', load('exercise-types.json'), (r, where) => {
  if (!Array.isArray(r.metrics) || !r.metrics.length) err(`exercise-types.json: ${where}: metrics must be a non-empty array`);
  else {
    if (r.metrics.some((m) => !METRICS.includes(m))) err(`exercise-types.json: ${where}: unknown metric`);
    if (new Set(r.metrics).size !== r.metrics.length) err(`exercise-types.json: ${where}: duplicate metric`);
  }
});
const LOAD_TYPES = ['free_weight', 'machine', 'cable', 'bodyweight', 'elastic', 'other'];
const inventoryKeys = checkKeyed('inventory.json', load('inventory.json'), (r, where) => {
  if (!LOAD_TYPES.includes(r.load_type)) err(`inventory.json: ${where}: bad load_type ${r.load_type}`);
});

for (const k of [
  'abdominals',
  'abductors',
  'adductors',
  'biceps',
  'calves',
  'chest',
  'forearms',
  'glutes',
  'hamstrings',
  'lats',
  'lower_back',
  'middle_back',
  'neck',
  'quadriceps',
  'shoulders',
  'traps',
  'triceps',
]) {
  if (!muscleKeys.has(k)) err(`muscles.json: missing required key ${k}`);
}

// --- mapping ----------------------------------------------------------------------------
const mapping = load('free-exercise-db-mapping.json');
if (mapping) {
  const used = { muscles: new Set(), equipment: new Set(), category: new Set(), level: new Set() };
  for (const e of exercises) {
    for (const m of [...e.primaryMuscles, ...e.secondaryMuscles]) used.muscles.add(m);
    if (e.equipment !== null) used.equipment.add(e.equipment);
    used.category.add(e.category);
    used.level.add(e.level);
  }
  const targets = { muscles: muscleKeys, equipment: inventoryKeys, category: typeKeys, level: null };
  for (const [section, values] of Object.entries(used)) {
    const table = mapping[section];
    if (!table || typeof table !== 'object') {
      err(`free-exercise-db-mapping.json: missing section ${section}`);
      continue;
    }
    for (const v of values) if (!(v in table)) err(`free-exercise-db-mapping.json: ${section}: no mapping for "${v}"`);
    for (const [src, target] of Object.entries(table)) {
      if (!values.has(src)) err(`free-exercise-db-mapping.json: ${section}: "${src}" does not occur in exercises.json`);
      if (targets[section] && !targets[section].has(target))
        err(`free-exercise-db-mapping.json: ${section}: "${src}" -> unknown key "${target}"`);
    }
  }
  if (typeof mapping.notes !== 'string' || !mapping.notes.trim()) err('free-exercise-db-mapping.json: notes missing');
}

// --- annotations ------------------------------------------------------------------------
const annotations = load('exercise-annotations.json');
if (annotations) {
  for (const [id, a] of Object.entries(annotations)) {
    if (!exById.has(id)) err(`exercise-annotations.json: unknown exercise id ${id}`);
    if (!Array.isArray(a?.joints) || !Array.isArray(a?.positions)) {
      err(`exercise-annotations.json: ${id}: joints and positions must be arrays`);
      continue;
    }
    if (!a.joints.length && !a.positions.length) err(`exercise-annotations.json: ${id}: empty annotation`);
    for (const j of a.joints) if (!jointKeys.has(j)) err(`exercise-annotations.json: ${id}: unknown joint ${j}`);
    for (const p of a.positions) if (!positionKeys.has(p)) err(`exercise-annotations.json: ${id}: unknown position ${p}`);
    if (new Set(a.joints).size !== a.joints.length || new Set(a.positions).size !== a.positions.length) {
      err(`exercise-annotations.json: ${id}: duplicate entries`);
    }
  }
}

// --- translations -----------------------------------------------------------------------
const translations = load('exercise-translations-lv.json');
if (translations) {
  const ids = Object.keys(translations);
  // Every library exercise reads in Latvian: a new source exercise needs its translation here.
  for (const id of exById.keys()) if (!translations[id]) err(`exercise-translations-lv.json: ${id} has no Latvian text`);
  for (const id of ids) {
    const t = translations[id];
    const src = exById.get(id);
    if (!src) {
      err(`exercise-translations-lv.json: unknown exercise id ${id}`);
      continue;
    }
    if (typeof t?.name !== 'string' || !t.name.trim()) err(`exercise-translations-lv.json: ${id}: empty name`);
    if (!Array.isArray(t?.instructions)) {
      err(`exercise-translations-lv.json: ${id}: instructions must be an array`);
      continue;
    }
    // The importer drops the source's blank steps; the translation has one step for each of the others.
    const sourceSteps = src.instructions.filter((s) => s.trim()).length;
    if (t.instructions.length !== sourceSteps)
      err(`exercise-translations-lv.json: ${id}: ${t.instructions.length} steps, source has ${sourceSteps}`);
    t.instructions.forEach((s, i) => {
      if (typeof s !== 'string' || !s.trim()) err(`exercise-translations-lv.json: ${id}: step ${i + 1} empty`);
    });
  }
}

if (errors.length) {
  for (const e of errors) console.error('✗ ' + e);
  console.error(`\n${errors.length} problem(s) found.`);
  process.exit(1);
}
const n = (v) => (Array.isArray(v) ? v.length : Object.keys(v ?? {}).length);
console.log(
  `OK: countries ${n(countries)}, age groups ${n(ageGroups)}, muscles ${muscleKeys.size}, joints ${jointKeys.size}, ` +
    `positions ${positionKeys.size}, exercise types ${typeKeys.size}, inventory ${inventoryKeys.size}, ` +
    `annotations ${n(annotations)}, translations ${n(translations)}`,
);
