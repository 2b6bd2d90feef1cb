import { expect, type Locator, type Page } from '@playwright/test';

/** /workout/{id}: the start screen, the set being trained, the rest between sets and the finish. */
export class PlayerPage {
  constructor(readonly page: Page) {}

  async start(workout: string) {
    await this.page.getByRole('button', { name: 'Start workout', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: workout })).toBeVisible();
  }

  /** The button that logs the current set; `label` is its set ("A1", "Set 2 of 5"), or any set. */
  logSetButton(label?: string | RegExp): Locator {
    if (label === undefined) return this.page.getByRole('button', { name: /^Log set/ });
    return this.page.getByRole('button', { name: label });
  }

  async logSet(label?: string | RegExp) {
    await this.logSetButton(label).click();
  }

  /** The rest timer (or an interval's), when one runs. */
  timer(name?: string): Locator {
    return this.page.getByRole('timer', name === undefined ? undefined : { name });
  }

  async skipRest() {
    await this.page.getByRole('button', { name: 'Skip rest' }).click();
  }

  /** Skips the rest when one started (not every set is followed by one). */
  async skipRestIfAny() {
    const skip = this.page.getByRole('button', { name: 'Skip rest' });
    if (await skip.isVisible()) await skip.click();
  }

  progress(text: string): Locator {
    return this.page.getByText(text).last();
  }

  /** Finishes the workout: a rating when given, notes for the coach when given; waits for the saved screen. */
  async finish({ rating, notes }: { rating?: number; notes?: string } = {}) {
    await this.page.getByRole('button', { name: 'Finish workout' }).click();
    if (rating !== undefined) await this.page.getByRole('button', { name: String(rating), exact: true }).click();
    if (notes !== undefined) await this.page.getByLabel('Notes for your coach').fill(notes);
    await this.page.getByRole('button', { name: 'Save and finish' }).click();
    await expect(this.page.getByRole('heading', { name: 'Workout saved' })).toBeVisible();
  }
}
