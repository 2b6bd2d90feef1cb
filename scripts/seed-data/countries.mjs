#!/usr/bin/env node
// Generates server/seed/data/countries.json (all 249 ISO 3166-1 alpha-2 codes).
//
// How it was generated (run once; the output JSON is committed, this script
// does not need to run in CI):
//
//   mkdir -p /tmp/seed-tools && (cd /tmp/seed-tools && npm init -y && npm install i18n-iso-countries@7)
//   SEED_TOOLS_DIR=/tmp/seed-tools node scripts/seed-data/countries.mjs
//
// Sources:
//   - English and Latvian names: npm `i18n-iso-countries` (7.14.0), locales "en" and "lv",
//     official (non-alias) names, with the small set of manual overrides below where
//     the package's name is an abbreviation or reads unnaturally in the app.
//   - Calling codes: `libphonenumber-js` (project dependency) getCountryCallingCode();
//     for territories libphonenumber has no metadata for, DIAL_CODE_FALLBACK below.
//
// i18n-iso-countries is deliberately NOT a project dependency: it is installed
// into a throw-away folder and loaded from SEED_TOOLS_DIR.

import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const out = path.join(repoRoot, 'server/seed/data/countries.json');

function load(name) {
  const tries = [createRequire(import.meta.url)];
  if (process.env.SEED_TOOLS_DIR) {
    tries.unshift(createRequire(path.join(path.resolve(process.env.SEED_TOOLS_DIR), 'package.json')));
  }
  for (const req of tries) {
    try {
      return req(name);
    } catch {
      /* try next */
    }
  }
  throw new Error(`Cannot load ${name}; install it into SEED_TOOLS_DIR (see header comment).`);
}

const countries = load('i18n-iso-countries');
countries.registerLocale(load('i18n-iso-countries/langs/en.json'));
countries.registerLocale(load('i18n-iso-countries/langs/lv.json'));
const { getCountryCallingCode, isSupportedCountry } = load('libphonenumber-js');

// Territories without libphonenumber metadata. null = no calling code of its own.
const DIAL_CODE_FALLBACK = {
  AQ: '+672', // Antarctica (Australian Antarctic Territory bases, shared with NF)
  BV: '+47', // Bouvet Island (Norway), uninhabited
  HM: '+672', // Heard Island and McDonald Islands (Australia), uninhabited
  TF: '+262', // French Southern Territories
  UM: '+1', // US Minor Outlying Islands
  GS: '+500', // South Georgia and the South Sandwich Islands (shares with FK)
  PN: '+64', // Pitcairn (shares New Zealand's code)
};

// Manual name overrides, applied after the package names (keep small, explain each).
const NAME_OVERRIDES = {
  // English: the package's names follow the ISO list ("Moldova, Republic of"); the app shows
  // the common short form a user looks for in a picker.
  en: {
    BN: 'Brunei',
    CI: "Côte d'Ivoire",
    CN: 'China',
    CZ: 'Czechia',
    FK: 'Falkland Islands',
    FM: 'Micronesia',
    GM: 'Gambia',
    IR: 'Iran',
    LA: 'Laos',
    MD: 'Moldova',
    MK: 'North Macedonia',
    PS: 'Palestine',
    RE: 'Réunion',
    RU: 'Russia',
    SY: 'Syria',
    TW: 'Taiwan',
    TZ: 'Tanzania',
    US: 'United States',
    VA: 'Vatican City',
    VG: 'British Virgin Islands',
    VI: 'U.S. Virgin Islands',
  },
  // Latvian: CLDR-derived names that are abbreviated, overlong or not the form used in
  // Latvian (Valsts valodas centrs list of country names).
  lv: {
    AS: 'Amerikāņu Samoa',
    AX: 'Ālandu salas',
    CD: 'Kongo Demokrātiskā Republika',
    CG: 'Kongo Republika',
    HK: 'Honkonga',
    IM: 'Menas sala',
    MM: 'Mjanma',
    MO: 'Makao',
    SH: 'Svētās Helēnas sala',
    SZ: 'Esvatini',
    VG: 'Britu Virdžīnu salas',
    VI: 'ASV Virdžīnu salas',
  },
};

// i18n-iso-countries also lists XK (Kosovo), a user-assigned code that is not part of
// ISO 3166-1; we ship exactly the 249 officially assigned codes.
const EXCLUDE = new Set(['XK']);

const codes = Object.keys(countries.getAlpha2Codes())
  .filter((c) => !EXCLUDE.has(c))
  .sort();

const rows = codes.map((code) => {
  let dial = null;
  if (isSupportedCountry(code)) dial = `+${getCountryCallingCode(code)}`;
  else if (code in DIAL_CODE_FALLBACK) dial = DIAL_CODE_FALLBACK[code];
  const en = NAME_OVERRIDES.en[code] ?? countries.getName(code, 'en', { select: 'official' });
  const lv = NAME_OVERRIDES.lv[code] ?? countries.getName(code, 'lv', { select: 'official' });
  if (!en || !lv) throw new Error(`Missing name for ${code}: en=${en} lv=${lv}`);
  return { code, dial_code: dial, name: { 'en-US': en, 'lv-LV': lv } };
});

const missingDial = rows.filter((r) => r.dial_code === null).map((r) => r.code);
if (missingDial.length) console.warn('No dial code for:', missingDial.join(', '));

writeFileSync(out, JSON.stringify(rows, null, 2) + '\n');
console.log(`Wrote ${rows.length} countries to ${path.relative(repoRoot, out)}`);
