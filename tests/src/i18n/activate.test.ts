import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';

// One message that lives only in the admin catalog and one only in the signed-in screens' catalog.
const ADMIN_ONLY = msg`A sent message cannot be taken back.`;
const APP_ONLY = msg`Blocks`;

describe('catalog parts load with the screens that need them (lingui.config.ts)', () => {
  it('a part arrives when required, in the current language, and follows every later switch', async () => {
    await activateLocale('lv-LV');
    // Not required yet: a first visit has not downloaded it, so the source text shows.
    expect(i18n._(ADMIN_ONLY)).toBe('A sent message cannot be taken back.');

    await requireCatalogPart('admin');
    expect(i18n._(ADMIN_ONLY)).toBe('Nosūtītu ziņojumu nevar atsaukt.');

    await activateLocale('en-US');
    expect(i18n._(ADMIN_ONLY)).toBe('A sent message cannot be taken back.');
    await activateLocale('lv-LV');
    expect(i18n._(ADMIN_ONLY)).toBe('Nosūtītu ziņojumu nevar atsaukt.');
  });

  it('a part required while the language changes ends in the language that wins', async () => {
    await activateLocale('en-US');
    const switching = activateLocale('lv-LV');
    // The switch is under way when the screen asks for its part.
    for (let turn = 0; turn < 3; turn++) await Promise.resolve();
    const requiring = requireCatalogPart('app');
    await Promise.all([switching, requiring]);
    expect(i18n.locale).toBe('lv-LV');
    expect(i18n._(APP_ONLY)).toBe('Bloki');
  });
});
