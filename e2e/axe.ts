import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until the page shows `scheme` and nothing is changing colour: the theme follows the system
 * through a media-query listener and a render, and Fluent's colour transitions would otherwise be
 * measured half-way (a contrast finding that is only true for a few frames).
 */
async function settleOn(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => {
    const themed = document.querySelector('[data-theme]');
    // A theme the user chose (the app's or the workout area's) is shown whatever the system says.
    const chosen = localStorage.getItem('theme') !== null || localStorage.getItem('workout-theme') !== null;
    const applied = chosen || !themed || themed.getAttribute('data-theme') === wanted;
    return applied && document.getAnimations().every((animation) => animation.playState !== 'running');
  }, scheme);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Serious or critical axe findings on the page as it is now, in both themes, with the elements they name. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await settleOn(page, scheme);
    // Fluent's focus sentinels are a known axe false positive (see a11y.spec.ts); nothing else is left out.
    const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') found.push(`${scheme}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    }
  }
  return found;
}
