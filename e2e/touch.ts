import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';

type Point = { x: number; y: number };

/**
 * Where a finger touches `target`: the middle of the part of it on the screen. A day of a busy week
 * can be taller than the screen, and its middle below the bottom edge, where no finger reaches.
 */
const centre = async (target: Locator): Promise<Point> => {
  // A busy machine may still be drawing it: a finger goes where the thing is once it shows.
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const screen = target.page().viewportSize();
  if (!box || !screen) throw new Error('nothing to drag or nowhere to drop');
  const left = Math.max(box.x, 0);
  const right = Math.min(box.x + box.width, screen.width);
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, screen.height);
  if (right <= left || bottom <= top) throw new Error('what the finger should touch is off the screen');
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
};

/** A finger on the screen after a press and hold: it moves slowly, as a person's does, and lifts. */
export class Finger {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private at: Point,
  ) {}

  /** Presses `target` and holds it long enough for dnd-kit's touch sensor to pick it up. */
  static async pressAndHold(page: Page, target: Locator): Promise<Finger> {
    await target.scrollIntoViewIfNeeded();
    const cdp = await page.context().newCDPSession(page);
    const finger = new Finger(page, cdp, await centre(target));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...finger.at, id: 1 }] });
    await page.waitForTimeout(500);
    return finger;
  }

  async moveTo(target: Locator): Promise<void> {
    const to = await centre(target);
    const from = this.at;
    for (let step = 1; step <= 10; step++) {
      const point = { x: from.x + ((to.x - from.x) * step) / 10, y: from.y + ((to.y - from.y) * step) / 10 };
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...point, id: 1 }] });
      await this.page.waitForTimeout(30);
    }
    this.at = to;
  }

  async lift(): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await this.cdp.detach();
  }
}

/** A finger's press and hold, then a slow drag: what dnd-kit's touch sensor waits for before it moves an entry. */
export async function touchDrag(page: Page, from: Locator, to: Locator) {
  const finger = await Finger.pressAndHold(page, from);
  await finger.moveTo(to);
  await finger.lift();
}

export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/** Every control the finger meets is at least 44 px tall (buttons also wide). */
export async function expectThumbSized(controls: Locator, what: string) {
  const boxes = await controls.evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.textContent || element.getAttribute('aria-label') || element.tagName,
      box: element.getBoundingClientRect().toJSON() as DOMRect,
      button: element.tagName === 'BUTTON',
    })),
  );
  expect(boxes.length, `${what}: no controls found`).toBeGreaterThan(0);
  for (const { name, box, button } of boxes) {
    expect(box.height, `${what}: "${name}" is ${box.height} px tall`).toBeGreaterThanOrEqual(44);
    if (button) expect(box.width, `${what}: "${name}" is ${box.width} px wide`).toBeGreaterThanOrEqual(44);
  }
}

/**
 * Waits until an element has stopped moving: its animations (Fluent grows menus and dialogs into
 * place, and may start the animation a frame after the element appears) have finished and its box
 * is the same on two frames in a row. Measuring earlier reads a box still scaled by the animation.
 */
export async function settled(element: Locator) {
  await element.evaluate(async (node) => {
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const box = () => JSON.stringify(node.getBoundingClientRect().toJSON());
    // A spinner runs for ever; only what ends is waited for.
    const ending = () =>
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity);
    for (;;) {
      await Promise.all(ending().map((animation) => animation.finished.catch(() => undefined)));
      const before = box();
      await frame();
      await frame();
      if (box() === before && ending().length === 0) return;
    }
  });
}
