import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { expectNoSidewaysScroll, expectThumbSized } from './touch';

const SUBJECT = 'New comment on a workout';

/** The newest comment message, opened: its words and its link to the session. */
async function openNewestComment(messages: Locator, words: string): Promise<Locator> {
  await messages.getByRole('button', { name: SUBJECT }).first().click();
  await expect(messages.getByText(words)).toBeVisible();
  return messages.getByRole('link', { name: 'Open the session' });
}

/** What the person presses next (the reply box and its button) is on the screen as it opened. */
async function expectReplyOnScreen(page: Page, thread: Locator, box: string, send: string): Promise<void> {
  await expect(thread.getByRole('textbox', { name: box })).toBeInViewport({ ratio: 1 });
  await expect(thread.getByRole('button', { name: send })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, page.url());
  expect(await seriousViolations(page)).toEqual([]);
}

test('a coach’s comment reaches the client as a message that opens the session, where they reply; the coach’s message of the reply opens it too (sync/SPEC.md A10, A14)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const records = await coach.pullAll();
  const client = records.find((change) => change.entity === 'clients' && change.data?.email === DEMO.client);
  if (!client) throw new Error('no demo client record');
  // Not one the demo's own comments are on: the review test reads that conversation as the demo wrote it.
  const commented = new Set(records.filter((change) => change.entity === 'comments').map((change) => String(change.data?.session_id)));
  const sessions = records
    .filter(
      (change) =>
        change.entity === 'workout-sessions' &&
        change.data?.client_id === client.id &&
        change.data.finished_at &&
        !commented.has(change.id),
    )
    .sort((a, b) => String(b.data?.started_at).localeCompare(String(a.data?.started_at)));
  // Not the newest: the link finds the session down the history, not merely near the top.
  const target = sessions[3];
  if (!target) throw new Error('the demo client has fewer than four finished sessions');
  const name = (target.data?.prescription as { name: string }).name;
  const note = `Keep the bar over mid-foot ${Date.now()}`;
  await coach.push([{ name: 'comments.put', args: { id: randomUUID(), session_id: target.id, body: note } }]);

  // The client, on a phone: the message in the account menu, its link, the reply right there.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const clientPage = await phone.newPage();
  await signIn(clientPage, DEMO.client);
  await clientPage.goto('/');
  await clientPage.getByRole('button', { name: /^Account:/ }).tap();
  await clientPage.getByRole('menuitem', { name: /^Notifications: \d+ unread$/ }).tap({ timeout: 30_000 });
  const messages = clientPage.getByRole('dialog', { name: 'Notifications' });
  const open = await openNewestComment(messages, `On “${name}”: ${note}`);
  await expectThumbSized(open, 'Open the session');
  await clientPage.screenshot({ path: test.info().outputPath('message-with-session-link-phone.png') });
  await open.tap();
  await expect(messages).toBeHidden();
  await expect(clientPage).toHaveURL(`/workouts?session=${target.id}`);
  const own = clientPage.getByRole('region', { name: 'Your training' }).getByRole('region', { name: `Comments on ${name}` });
  await expect(own.getByRole('listitem').filter({ hasText: note })).toContainText('Your coach');
  await expectReplyOnScreen(clientPage, own, 'Your reply', 'Send reply');
  await clientPage.screenshot({ path: test.info().outputPath('session-opened-from-message-phone.png') });
  const reply = `Will do, thanks ${Date.now()}`;
  await own.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await own.getByRole('button', { name: 'Send reply' }).tap();
  await expect(own.getByRole('listitem').filter({ hasText: reply })).toContainText('You');
  await expect(own.getByRole('listitem').filter({ hasText: reply })).not.toContainText('not sent yet', { timeout: 30_000 });
  await phone.close();

  // The coach, on a tablet: the reply on the home page and in the bell, each a way to the session.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const coachPage = await tablet.newPage();
  await signIn(coachPage, DEMO.coach);
  await coachPage.goto('/');
  const sessionPath = `/client/${client.id}?tab=history&session=${target.id}`;
  const attention = coachPage.getByRole('region', { name: 'Needs your attention' });
  await expect(attention.getByRole('link', { name: `Open the session: ${String(client.data?.name)}` })).toHaveAttribute(
    'href',
    sessionPath,
    { timeout: 30_000 },
  );
  await coachPage.getByRole('button', { name: /^Notifications: \d+ unread$/ }).tap();
  const bell = coachPage.getByRole('group', { name: 'Notifications' }).or(coachPage.getByRole('dialog', { name: 'Notifications' }));
  await (await openNewestComment(bell, `On “${name}”: ${reply}`)).tap();
  await expect(coachPage).toHaveURL(sessionPath);
  await expect(coachPage.getByRole('link', { name: 'Open the session' })).toHaveCount(0);
  const thread = coachPage.getByRole('region', { name: `Comments on ${name}` });
  await expect(thread.getByRole('listitem').filter({ hasText: reply })).toContainText('Client');
  await expect(thread.getByRole('listitem').filter({ hasText: note })).toContainText('You');
  await expectReplyOnScreen(coachPage, thread, 'Your comment', 'Send comment');
  await coachPage.screenshot({ path: test.info().outputPath('session-opened-from-message-tablet.png') });
  await tablet.close();
});
