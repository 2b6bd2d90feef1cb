import { expect, type Locator, type Page } from '@playwright/test';

/** Labels of one language, so a test can drive the screen in English or in Latvian. */
export interface AdminWords {
  save: string;
  delete: string;
  edit: (name: string) => string;
  remove: (name: string) => string;
  deleteTitle: (name: string) => string;
}

export const ENGLISH: AdminWords = {
  save: 'Save',
  delete: 'Delete',
  edit: (name) => `Edit ${name}`,
  remove: (name) => `Delete ${name}`,
  deleteTitle: (name) => `Delete “${name}”?`,
};

export const LATVIAN: AdminWords = {
  save: 'Saglabāt',
  delete: 'Dzēst',
  edit: (name) => `Labot: ${name}`,
  remove: (name) => `Dzēst: ${name}`,
  deleteTitle: (name) => `Dzēst “${name}”?`,
};

/** An admin reference screen (/admin/muscle, /admin/exercise, …): search, grid, dialogs. */
export class ReferenceAdminPage {
  constructor(
    readonly page: Page,
    readonly words: AdminWords,
    /** The search field's label and the add button's text on this screen. */
    readonly screen: { search: string; add: string; grid: string },
  ) {}

  async goto(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.grid()).toBeVisible();
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: this.screen.grid });
  }

  row(text: string): Locator {
    return this.grid().getByRole('row').filter({ hasText: text });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: this.screen.search }).fill(text);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async openNew() {
    await this.page.getByRole('button', { name: this.screen.add }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async openEdit(name: string) {
    await this.grid()
      .getByRole('button', { name: this.words.edit(name) })
      .click();
    await expect(this.dialog()).toBeVisible();
  }

  async save() {
    await this.dialog().getByRole('button', { name: this.words.save }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async delete(name: string) {
    await this.grid()
      .getByRole('button', { name: this.words.remove(name) })
      .click();
    const question = this.page.getByRole('alertdialog', { name: this.words.deleteTitle(name) });
    await question.getByRole('button', { name: this.words.delete, exact: true }).click();
    await expect(question).toBeHidden();
  }

  /** Picks options of a multiple-choice field (a Fluent Dropdown). */
  async choose(label: string | RegExp, options: string[]) {
    await this.dialog().getByRole('combobox', { name: label }).click();
    for (const option of options) await this.page.getByRole('menuitemcheckbox', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }
}
