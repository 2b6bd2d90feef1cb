// Fails when a message of the source catalog has no Latvian translation, listing each one.
// Run after `lingui extract --clean`, so the catalogs hold exactly the messages the code uses.
import { readPo } from './lib/po.mjs';

const source = readPo('src/i18n/locales/en-US/messages.po');
const latvian = readPo('src/i18n/locales/lv-LV/messages.po');
const missing = [...source.keys()].filter((id) => !latvian.get(id));
if (missing.length > 0) {
  console.error(`${missing.length} message(s) have no Latvian translation in src/i18n/locales/lv-LV/messages.po:`);
  for (const id of missing) console.error(`  - ${id}`);
  process.exit(1);
}
console.log(`${source.size} messages, all translated into Latvian.`);
