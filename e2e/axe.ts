import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious or critical axe findings on the page as it is now, in both themes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // Fluent's focus sentinels are a known axe false positive (see a11y.spec.ts); nothing else is left out.
    const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    for (const violation of results.violations) if (violation.impact === 'serious' || violation.impact === 'critical') found.push(`${scheme}: ${violation.id}`);
  }
  return found;
}
