import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signIn } from './fixtures';
import { SyncApiDevice } from './sync-api';

/** A phone (390×844) or a tablet (1024×768), touch, as a person holds it. */
export const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  tablet: { viewport: { width: 1024, height: 768 }, hasTouch: true },
} as const;

/**
 * `email`'s `device`, signed in, the account's language set to `language` (the app follows it);
 * `run` gets its page, and the language goes back to English after, whatever happened.
 */
export async function onDevice(
  browser: Browser,
  request: APIRequestContext,
  who: { email: string; device: keyof typeof DEVICES; language: 'en-US' | 'lv-LV' },
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const account = await SyncApiDevice.signIn(request, who.email);
  await account.setPreferredLanguage(who.language);
  const context = await browser.newContext({ ...DEVICES[who.device], locale: who.language });
  try {
    const page = await context.newPage();
    await signIn(page, who.email);
    await run(page);
  } finally {
    if (who.language !== 'en-US') await account.setPreferredLanguage('en-US');
    await context.close();
  }
}
