import { describe, expect, it } from 'vitest';
import { activateDetectedLocale } from '@/i18n/activate';
import { detectLocale } from '@/i18n/detect';
import { localeCookie, readLocaleCookie } from '@/i18n/locale-cookie';
import { matchLocale } from '@/i18n/locales';

describe('locale detection (docs/product.md §9)', () => {
  it('the cookie wins over the browser languages', () => {
    expect(detectLocale({ cookie: 'a=1; i18n_redirected=lv-LV', languages: ['en-US'] })).toBe('lv-LV');
  });

  it('without a cookie, the first supported browser language wins', () => {
    expect(detectLocale({ cookie: '', languages: ['de-DE', 'lv', 'en-GB'] })).toBe('lv-LV');
    expect(detectLocale({ cookie: '', languages: ['en-GB', 'lv-LV'] })).toBe('en-US');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLocale({ cookie: '', languages: ['de-DE', 'ru'] })).toBe('en-US');
    expect(detectLocale({ cookie: '', languages: [] })).toBe('en-US');
  });

  it('ignores a cookie holding an unsupported value', () => {
    expect(detectLocale({ cookie: 'i18n_redirected=xx-YY', languages: ['lv-LV'] })).toBe('lv-LV');
  });

  it('matches language tags case-insensitively and by language', () => {
    expect(matchLocale('LV-lv')).toBe('lv-LV');
    expect(matchLocale('en_AU')).toBe('en-US');
    expect(matchLocale('et')).toBeUndefined();
  });
});

describe('the locale cookie', () => {
  it('is named i18n_redirected and lasts 365 days on path / with SameSite=Lax', () => {
    expect(localeCookie('lv-LV', false)).toBe('i18n_redirected=lv-LV; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is Secure on HTTPS', () => {
    expect(localeCookie('en-US', true)).toMatch(/; Secure$/);
  });

  it('reads back what it writes', () => {
    expect(readLocaleCookie(`x=1; ${localeCookie('lv-LV', false).split(';')[0]}`)).toBe('lv-LV');
  });
});

describe('the language at start-up (docs/product.md §9)', () => {
  const cookieValue = () => readLocaleCookie(document.cookie);

  it('writes the language found in the browser list to the cookie, so the next visit keeps it', async () => {
    expect(await activateDetectedLocale({ cookie: '', languages: ['de-DE', 'lv'] })).toBe('lv-LV');
    expect(cookieValue()).toBe('lv-LV');
    expect(document.documentElement.lang).toBe('lv-LV');
  });

  it('writes English when nothing matched', async () => {
    expect(await activateDetectedLocale({ cookie: '', languages: ['ru-RU'] })).toBe('en-US');
    expect(cookieValue()).toBe('en-US');
  });

  it('leaves an existing choice alone', async () => {
    document.cookie = 'i18n_redirected=lv-LV; Path=/';
    expect(await activateDetectedLocale({ cookie: document.cookie, languages: ['en-US'] })).toBe('lv-LV');
    expect(cookieValue()).toBe('lv-LV');
  });
});
