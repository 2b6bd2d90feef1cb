import type { Locator, Page } from '@playwright/test';

/** A finger's press and hold, then a slow drag: what dnd-kit's touch sensor waits for before it moves an entry. */
export async function touchDrag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => ({ touchPoints: [{ x, y, id: 1 }] });
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...point(x0, y0) });
  await page.waitForTimeout(500);
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', ...point(x0 + ((x1 - x0) * step) / 10, y0 + ((y1 - y0) * step) / 10) });
    await page.waitForTimeout(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
