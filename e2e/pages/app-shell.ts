import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import type { LayoutName } from '../spec-routes';

/**
 * A visitor without a token probes for a session with one refresh (docs/product.md §5); when there is none
 * the server answers 401 and Chromium logs the refused request. That is the expected answer.
 */
function isSessionProbe(message: ConsoleMessage): boolean {
  return message.location().url.endsWith('/api/v1/auth/refresh') && message.text().includes('401');
}

/** What every page of the app has: a layout, a title, a heading, the language and theme controls. */
export class AppShell {
  readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error' || isSessionProbe(message)) return;
      this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(error.message));
  }

  layout(name: LayoutName) {
    return this.page.locator(`[data-layout="${name}"]`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  languageSelect() {
    return this.page.getByTestId('header-controls').getByLabel(/^(Language|Valoda)$/);
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  async expectTitle(title: string) {
    await expect(this.page).toHaveTitle(`${title} · Treneris`);
  }
}
