import { expect, test, type Locator } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { expectNoSidewaysScroll, expectThumbSized } from './touch';
import { block, blockItem, scheduleWorkoutToday } from './workout-data';

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** "Watch the video": the address, in a new tab that gets neither the app's window nor its address. */
async function expectVideoLink(link: Locator, url: string): Promise<void> {
  await expect(link).toHaveAttribute('href', url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectThumbSized(link, 'Watch the video');
}

test('a coach gives their exercise a video link (https only), shown on its page and in the client’s player as a link to a new tab, never embedded', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const url = `https://www.youtube.com/watch?v=nordic${Date.now()}`;
  const coachPhone = await browser.newContext(PHONE);
  const coachPage = await coachPhone.newPage();
  await signIn(coachPage, DEMO.coach);
  await coachPage.goto('/exercises?edit=new');
  const form = coachPage.getByRole('form', { name: 'New exercise' });
  await form.getByRole('textbox', { name: /^Name · English/ }).fill(`Nordic curl ${Date.now()}`);
  const video = form.getByRole('textbox', { name: /^Video link/ });
  await video.fill('http://www.youtube.com/watch?v=nordic');
  await form.getByRole('button', { name: 'Save exercise' }).tap();
  await expect(form.getByText('Enter a link that starts with https://')).toBeVisible();
  await expect(video).toHaveAttribute('aria-invalid', 'true');
  await expectNoSidewaysScroll(coachPage, 'the exercise editor');
  expect(await seriousViolations(coachPage)).toEqual([]);
  await coachPage.screenshot({ path: test.info().outputPath('video-link-refused-phone.png') });
  // The error's toast stays until dismissed, over the phone's Save button.
  await coachPage.getByRole('button', { name: 'Dismiss' }).tap();
  await video.fill(url);
  await form.getByRole('button', { name: 'Save exercise' }).tap();

  await expect(coachPage).toHaveURL(/\/exercise\/[0-9a-f-]{36}$/);
  const exerciseId = new URL(coachPage.url()).pathname.split('/')[2] ?? '';
  await expectVideoLink(coachPage.getByRole('link', { name: /^Watch the video/ }), url);
  await expect(coachPage.locator('iframe, video')).toHaveCount(0);
  expect(await seriousViolations(coachPage)).toEqual([]);
  await coachPage.screenshot({ path: test.info().outputPath('exercise-page-video-phone.png') });
  await expect(coachPage.getByRole('button', { name: 'Sync: All changes synced' })).toBeVisible({ timeout: 30_000 });
  await coachPhone.close();

  // The coach's next workout for the client starts with it; the client finds the link in the player.
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { entryId } = await scheduleWorkoutToday(coach, `Hamstrings ${Date.now()}`, () => [
    block('straight', [blockItem(exerciseId, [{ reps: 5 }, { reps: 5 }])]),
  ]);
  const clientPhone = await browser.newContext(PHONE);
  const clientPage = await clientPhone.newPage();
  await signIn(clientPage, DEMO.client);
  await clientPage.goto(`/workout/${entryId}`);
  await clientPage.getByRole('button', { name: 'Start workout' }).tap({ timeout: 30_000 });
  await clientPage.getByText('How to do it').first().tap();
  await expectVideoLink(clientPage.getByRole('link', { name: /^Watch the video/ }).first(), url);
  await expect(clientPage.locator('iframe, video')).toHaveCount(0);
  await expectNoSidewaysScroll(clientPage, 'the player');
  expect(await seriousViolations(clientPage)).toEqual([]);
  await clientPage.screenshot({ path: test.info().outputPath('player-video-link-phone.png') });
  await clientPhone.close();
});
