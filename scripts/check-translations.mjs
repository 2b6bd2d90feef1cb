// Fails when a message of a source catalog has no Latvian translation, listing each one.
// Run after `lingui extract --clean`, so the catalogs hold exactly the messages the code uses.
import { catalogNames, readPo } from './lib/po.mjs';

// Every catalog of lingui.config.ts.
const CATALOGS = catalogNames();

let failed = false;
for (const catalog of CATALOGS) {
  const source = readPo(`src/i18n/locales/en-US/${catalog}.po`);
  const latvian = readPo(`src/i18n/locales/lv-LV/${catalog}.po`);
  const missing = [...source.keys()].filter((id) => !latvian.get(id));
  if (missing.length > 0) {
    failed = true;
    console.error(`${missing.length} message(s) have no Latvian translation in src/i18n/locales/lv-LV/${catalog}.po:`);
    for (const id of missing) console.error(`  - ${id}`);
  } else {
    console.log(`${catalog}: ${source.size} messages, all translated into Latvian.`);
  }
}
if (failed) process.exit(1);
