import type { Page } from '@playwright/test';

/**
 * Space on a focused draggable: dnd-kit picks it up at once but starts listening for the arrow keys
 * only in a timer task after it (its KeyboardSensor attaches the keydown listener in a
 * `setTimeout`), and the browser runs input before timers. A key pressed as soon as the pick-up is
 * announced can arrive first and be lost; a person never presses that fast, a test on a busy
 * machine can. A timer queued after dnd-kit's runs after it, so the next key is heard.
 */
export async function pickUpByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
