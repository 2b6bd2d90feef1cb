import { expect, type Locator, type Page } from '@playwright/test';
import { touchDrag } from '../touch';
import { chooseWorkout } from './workout-choice';

/** /workout-plan: the coach's plans, the builder's weeks and days, progressions, the preview and assigning. */
export class PlanBuilder {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/workout-plan');
  }

  async newPlan(name: string) {
    await this.page.getByRole('button', { name: 'New plan' }).click();
    await this.page.getByRole('textbox', { name: 'Name' }).fill(name);
  }

  weeks(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Weeks' });
  }

  /** The cell of a week's day ("week 1, Monday"). */
  cell(week: number, day: string): Locator {
    return this.page.getByRole('group', { name: `week ${week}, ${day}`, exact: true });
  }

  /** The workouts named `name` put on a week's day. */
  workoutOn(week: number, day: string, name: string): Locator {
    return this.cell(week, day).getByRole('button', { name });
  }

  /** Finds a workout on the shelf and drags it onto a day by touch. */
  async dragFromShelf(name: string, week: number, day: string) {
    await this.page.getByRole('searchbox', { name: 'Find a workout' }).fill(name);
    await touchDrag(this.page, this.page.getByRole('button', { name }), this.cell(week, day));
  }

  /** Puts a workout on a day from the day's own button (the way a keyboard does it). */
  async addFromDay(name: string, week: number, day: string) {
    const where = `week ${week}, ${day}`;
    await this.cell(week, day)
      .getByRole('button', { name: `Add a workout to ${where}` })
      .click();
    const adding = this.page.getByRole('dialog', { name: `Add a workout to ${where}` });
    await chooseWorkout(this.page, adding, name);
    await adding.getByRole('button', { name: 'Add' }).click();
  }

  async repeatWeekInLaterWeeks(week: number) {
    await this.page.getByRole('button', { name: `Week ${week} actions` }).click();
    await this.page.getByRole('menuitem', { name: 'Repeat in every later week' }).click();
  }

  /** Adds a progression of kind `kind` for `exercise` with its value typed as a person would ("2,5"). */
  async addProgression(exercise: string, kind: string, field: string, value: string) {
    await this.page.getByRole('combobox', { name: 'Exercise' }).selectOption({ label: exercise });
    await this.page.getByRole('combobox', { name: 'Progression' }).selectOption({ label: kind });
    await this.page.getByRole('textbox', { name: field }).fill(value);
    await this.page.getByRole('button', { name: 'Add progression' }).click();
  }

  progressions(): Locator {
    return this.page.getByRole('list', { name: 'Progressions' });
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save plan' });
  }

  async save() {
    await this.saveButton().click();
    await expect(this.notice('The plan was saved.')).toBeVisible();
  }

  async nextWeek() {
    await this.page.getByRole('button', { name: 'Next week' }).click();
  }

  /** The preview's line for an exercise in the week shown. */
  previewOf(exercise: string): Locator {
    return this.page.getByRole('region', { name: 'Week by week' }).getByRole('listitem').filter({ hasText: exercise }).first();
  }

  /** Opens the assign dialog and picks clients in its list; returns the dialog, to finish it. */
  async assignTo(plan: string, clients: readonly string[]): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Assign to clients' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Assign ${plan}` });
    await dialog.getByRole('combobox', { name: 'Clients' }).click();
    for (const client of clients) await this.page.getByRole('menuitemcheckbox', { name: client }).click();
    await this.page.keyboard.press('Escape');
    return dialog;
  }

  notice(text: string): Locator {
    return this.page.getByText(text).last();
  }
}
