import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import type { LayoutName } from '../spec-routes';

/** What every page of the app has: a layout, a title, a heading, the language and theme controls. */
export class AppShell {
  readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') this.consoleErrors.push(message.text());
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
    return this.page.getByLabel(/^(Language|Valoda)$/);
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  async expectTitle(title: string) {
    await expect(this.page).toHaveTitle(`${title} · Treneris`);
  }
}
