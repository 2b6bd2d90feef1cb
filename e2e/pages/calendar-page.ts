import { expect, type Locator, type Page } from '@playwright/test';
import { chooseWorkout } from './workout-choice';

/** /calendar: a coach's week or client rows, a client's list; its days, entries and notices. */
export class CalendarPage {
  constructor(readonly page: Page) {}

  async goto(view: 'week' | 'clients', date: string | undefined, clients: readonly string[]) {
    await this.page.goto(`/calendar?view=${view}&date=${date ?? ''}&clients=${clients.join(',')}`);
  }

  /** A day's cell; in the client rows, the one of `clientId`. */
  day(date: string | undefined, clientId?: string): Locator {
    return this.page.locator(clientId ? `[data-day="${date}"][data-client="${clientId}"]` : `[data-day="${date}"]`);
  }

  /** The entries named `name` (a workout's name), on a day or anywhere. */
  entries(name: string, date?: string, clientId?: string): Locator {
    return (date === undefined ? this.page : this.day(date, clientId)).getByRole('button', { name: new RegExp(name) });
  }

  /** The latest notice of what was just done ("The entry was moved."). */
  notice(text: string): Locator {
    return this.page.getByText(text, { exact: false }).last();
  }

  async undo() {
    await this.page.getByRole('button', { name: 'Undo' }).last().click();
  }

  /** Waits until the screen reader has been told `text` (a drag by keyboard is announced step by step). */
  async announced(text: RegExp) {
    await expect(this.page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  }

  /** A week's edge a dragged entry rests on to turn the week (-1 before, 1 after). */
  weekEdge(side: -1 | 1): Locator {
    return this.page.locator(`[data-week-edge="${side}"]`);
  }

  weekEdges(): Locator {
    return this.page.locator('[data-week-edge]');
  }

  /** Schedules `workout` from a day's own button, `weeks` weeks in a row; the dialog stays open for more choices when `submit` is false. */
  async scheduleOn(
    date: string | undefined,
    workout: string,
    { weeks, submit = true }: { weeks?: number; submit?: boolean } = {},
  ): Promise<Locator> {
    await this.day(date)
      .getByRole('button', { name: /^Schedule on/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Schedule a workout' });
    await chooseWorkout(this.page, dialog, workout);
    if (weeks !== undefined) await dialog.getByLabel('Weeks in a row').fill(String(weeks));
    if (submit) await this.submitSchedule(dialog);
    return dialog;
  }

  async submitSchedule(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  }

  async copyWeek() {
    await this.page.getByRole('button', { name: 'Copy week' }).click();
  }

  async nextWeek() {
    await this.page.getByRole('button', { name: 'Next week' }).click();
  }

  async pasteWeek() {
    await this.page.getByRole('button', { name: /^Paste week/ }).click();
  }

  /** Copies a day's entries in the client rows and pastes them on another client's day, by touch. */
  async copyDayTo(from: { date: string | undefined; clientId: string }, to: { date: string | undefined; clientId: string }) {
    await this.day(from.date, from.clientId)
      .getByRole('button', { name: /^Copy / })
      .tap();
    await this.day(to.date, to.clientId)
      .getByRole('button', { name: /^Paste on / })
      .tap();
  }

  async selectSeveral() {
    await this.page.getByRole('button', { name: 'Select several' }).click();
  }

  async doneSelecting() {
    await this.page.getByRole('button', { name: 'Done selecting' }).click();
  }

  /** Deletes the chosen entries, confirming the question the dialog asks. */
  async deleteSelected(count: number) {
    await this.page.getByRole('button', { name: 'Delete selected' }).click();
    await this.page
      .getByRole('dialog', { name: `Delete ${count} entries?` })
      .getByRole('button', { name: 'Delete' })
      .click();
  }
}
