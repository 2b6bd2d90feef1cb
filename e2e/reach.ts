import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Each of `targets` lies wholly inside the window and nothing covers its middle (the element found
 * there is it or inside it): a thumb reaches it where the page is now, without scrolling.
 */
export async function expectInReach(page: Page, what: string, targets: Locator[]) {
  const window = page.viewportSize();
  if (!window) throw new Error('no viewport');
  for (const target of targets) {
    await expect(target, what).toBeVisible();
    // Measured until it holds: a live read may draw the element again between two looks at it
    // (a detached one measures 0 × 0 at the window's corner). A layout that keeps it out of reach
    // still fails, with the last measurement.
    await expect(async () => {
      const seen = await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const name = element.getAttribute('aria-label') || element.textContent || element.tagName;
        return {
          top: box.top,
          bottom: box.bottom,
          left: box.left,
          right: box.right,
          onTop: hit !== null && (hit === element || element.contains(hit)),
          name,
        };
      });
      const at = `${what}: "${seen.name}" at ${Math.round(seen.top)}–${Math.round(seen.bottom)} px in a ${window.width}×${window.height} window`;
      expect(seen.top, at).toBeGreaterThanOrEqual(0);
      expect(seen.bottom, at).toBeLessThanOrEqual(window.height);
      expect(seen.left, at).toBeGreaterThanOrEqual(0);
      expect(seen.right, at).toBeLessThanOrEqual(window.width);
      expect(seen.onTop, `${at} is covered`).toBe(true);
    }).toPass({ timeout: 10_000 });
  }
}
