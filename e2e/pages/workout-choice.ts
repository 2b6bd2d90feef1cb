import type { Locator, Page } from '@playwright/test';

/**
 * Chooses a workout in a dialog's "Workout" combobox (schedule, add to a plan): typed to filter,
 * then picked from the list, which opens outside the dialog. The first match when several have
 * the name (the library's and a coach's own copy of it are the same workout).
 */
export async function chooseWorkout(page: Page, dialog: Locator, name: string): Promise<void> {
  const workout = dialog.getByRole('combobox', { name: 'Workout' });
  await workout.click();
  await workout.pressSequentially(name);
  await page.getByRole('option', { name }).first().click();
}
