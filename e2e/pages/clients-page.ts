import { expect, type Page } from '@playwright/test';

/** /clients: the coach's list, the new-client dialog, and the sync indicator in the header. */
export class ClientsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/clients');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  }

  table() {
    return this.page.getByRole('table', { name: 'Clients' });
  }

  row(name: string) {
    return this.table().getByRole('link', { name });
  }

  /** A client's page on its Details tab (the form, their account, their gym). */
  async openDetails(name: string) {
    await this.row(name).click();
    await this.page.getByRole('tab', { name: 'Details' }).click();
  }

  async add(name: string, goals = '') {
    await this.page.getByRole('button', { name: 'Add client' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel(/^Name/).fill(name);
    if (goals) await dialog.getByLabel('Goals').fill(goals);
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await expect(dialog).toBeHidden();
  }

  syncIndicator() {
    return this.page.getByRole('button', { name: /^Sync: / });
  }
}
