import { readdirSync, readFileSync } from 'node:fs';

/** msgid → msgstr, joining PO continuation lines ("..." on the lines after msgid/msgstr). */
export function readPo(file) {
  const result = new Map();
  for (const block of readFileSync(file, 'utf8').split(/\r?\n\r?\n+/)) {
    const fields = {};
    let current;
    for (const line of block.split(/\r?\n/)) {
      const start = /^(msgid|msgstr|msgctxt) "(.*)"$/.exec(line);
      if (start) {
        current = start[1];
        fields[current] = start[2];
      } else if (current && /^".*"$/.test(line)) {
        fields[current] += line.slice(1, -1);
      } else {
        current = undefined;
      }
    }
    if (fields.msgid) result.set(fields.msgctxt ? `${fields.msgctxt}\u0004${fields.msgid}` : fields.msgid, fields.msgstr ?? '');
  }
  return result;
}

/** Every catalog lingui.config.ts extracts (`messages`, `app`, …), as the source locale's files name them, so a new one is not forgotten. */
export function catalogNames() {
  return readdirSync('src/i18n/locales/en-US')
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.slice(0, -'.po'.length))
    .sort();
}
