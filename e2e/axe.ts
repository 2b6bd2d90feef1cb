import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until the page shows `scheme` and nothing is changing colour: the theme follows the system
 * through a media-query listener and a render, and Fluent's colour transitions would otherwise be
 * measured half-way (a contrast finding that is only true for a few frames).
 */
export async function settleOn(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => {
    const themed = document.querySelector('[data-theme]');
    // A theme the user chose (the app's or the workout area's) is shown whatever the system says.
    const chosen = localStorage.getItem('theme') !== null || localStorage.getItem('workout-theme') !== null;
    const applied = chosen || !themed || themed.getAttribute('data-theme') === wanted;
    // A spinner runs for ever; only what ends (transitions, Fluent's open and close motions) is waited for.
    const settled = document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity);
    return applied && settled;
  }, scheme);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Serious or critical axe findings on the page as it is now, with the elements they name. */
export async function seriousFindings(page: Page): Promise<string[]> {
  // Fluent's focus sentinels (tabster): focusable on purpose to redirect focus, hidden so screen
  // readers skip them. A known axe false positive (microsoft/tabster#288); nothing else is excluded.
  const results = await new AxeBuilder({ page })
    .exclude('[data-tabster-dummy]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  // One finding per element, so a finding read twice (seriousViolations) is compared element by element.
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.target.join(' ')})`));
}

/** Serious or critical axe findings on the page as it is now, in both themes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await settleOn(page, scheme);
    let findings = await seriousFindings(page);
    // Something may start moving while axe reads the page (a toast that times out and fades away):
    // what it found then is read again once the page is still, and only what is still true counts.
    if (findings.length > 0) {
      await settleOn(page, scheme);
      const again = new Set(await seriousFindings(page));
      findings = findings.filter((finding) => again.has(finding));
    }
    found.push(...findings.map((finding) => `${scheme}: ${finding}`));
  }
  return found;
}
