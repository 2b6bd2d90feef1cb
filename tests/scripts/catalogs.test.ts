import { describe, expect, it } from 'vitest';
import { catalogNames, readPo } from '../../scripts/lib/po.mjs';

/** Every catalog of lingui.config.ts: the first screens', the signed-in screens', the admin area's and the others. */
const CATALOGS = catalogNames();

it('finds every catalog', () => {
  expect(CATALOGS).toEqual(['account', 'admin', 'app', 'coaching', 'conversations', 'messages', 'progress']);
});

/** ICU placeholders ({name}, {0}) and Lingui's numbered tags (<0>, </0>) a translation must keep. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => `{${match[1] ?? ''}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...names, ...tags].sort();
}

describe.each(CATALOGS)('the Latvian %s catalog', (catalog) => {
  const source = readPo(`src/i18n/locales/en-US/${catalog}.po`);
  const latvian = readPo(`src/i18n/locales/lv-LV/${catalog}.po`);

  it('translates every message of the source catalog', () => {
    expect([...source.keys()].filter((id) => !latvian.get(id))).toEqual([]);
  });

  it.each([...source.keys()])('keeps the placeholders of %s', (id) => {
    expect(placeholders(latvian.get(id) ?? '')).toEqual(placeholders(id));
  });
});
