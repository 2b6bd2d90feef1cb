import { expect, type Page } from '@playwright/test';

/** The sign-in page and what it says. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/user/login${query}`);
    await expect(this.email()).toBeVisible();
  }

  email() {
    return this.page.getByLabel(/^(E-mail|E-pasts)/);
  }

  password() {
    return this.page.getByLabel(/^(Password|Parole)/);
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: /^(Sign in|Pieteikties)$/ }).click();
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
