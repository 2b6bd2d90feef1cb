import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, expectToast, signIn } from './fixtures';
import { PushService } from './pages/push-service';
import { Pwa } from './pages/pwa';

/*
 * The service worker's side of Web Push (docs/api.md, "Notifications"): a push delivered through
 * the DevTools protocol, as a push service would deliver it (e2e/pages/push-service.ts), is shown as a notification in the
 * person's words, and a tap on it opens the screen it is about. Then the profile's Notifications,
 * in Latvian on a phone.
 */

test('a push is shown as a notification, and a tap on it opens the conversation', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const page = await context.newPage();
    await signIn(page, DEMO.client);
    await page.goto('/');
    await new Pwa(page).waitUntilControlled();

    const pushService = await PushService.attach(context, page, new URL(baseURL ?? '').origin);
    const payload = { title: 'Coach Kalniņš', body: 'Great week, add 2.5 kg', tag: 'conversation-test', url: '/messages' };
    await pushService.deliver(payload);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((one) => ({
          title: one.title,
          body: one.body,
          tag: one.tag,
          icon: one.icon,
          data: one.data as unknown,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: expect.stringMatching(/\/icons\/icon-192\.png$/) as unknown as string,
        data: { url: '/messages' },
      },
    ]);
    // A second push about the same conversation replaces the first.
    await pushService.deliver({ ...payload, body: 'And stretch tonight' });
    await expect.poll(async () => (await shown()).map((one) => one.body)).toEqual(['And stretch tonight']);

    // The tap, as the browser hands it to the worker: the open window is taken to the conversation.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      // The worker's own globals, typed here by hand: the tests are compiled for a page, not a worker.
      const scope = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(await shown()).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the profile’s Notifications on a phone in Latvian: what this device can do, and what may notify, saved', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'lv-LV' });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const page = await context.newPage();
    const { SyncApiDevice } = await import('./sync-api');
    const client = await SyncApiDevice.signIn(request, DEMO.client);
    await client.setPreferredLanguage('lv-LV');
    try {
      await signIn(page, DEMO.client);
      await page.goto('/profile');
      await new Pwa(page).waitUntilControlled();
      const section = page.getByRole('region', { name: 'Paziņojumi' });
      // Turning them on subscribes at the browser's push service, which this machine cannot reach:
      // the server's side of a subscription is tested with a push service of its own (tests/server/push.test.ts).
      await expect(section.getByRole('button', { name: 'Ieslēgt paziņojumus šajā ierīcē' })).toBeVisible();
      await section.getByRole('switch', { name: 'Jaunas ziņas un komentāri par treniņiem' }).tap();
      await section.getByRole('button', { name: 'Saglabāt paziņojumu iestatījumus' }).tap();
      await expectToast(page, 'Paziņojumu iestatījumi saglabāti');
      expect(await seriousViolations(page)).toEqual([]);
      await section.screenshot({ path: test.info().outputPath('profile-notifications-360-lv.png') });
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Paziņojumi' }).getByRole('switch', { name: 'Jaunas ziņas un komentāri par treniņiem' }),
      ).not.toBeChecked();
      await page.getByRole('region', { name: 'Paziņojumi' }).getByRole('switch', { name: 'Jaunas ziņas un komentāri par treniņiem' }).tap();
      await page.getByRole('region', { name: 'Paziņojumi' }).getByRole('button', { name: 'Saglabāt paziņojumu iestatījumus' }).tap();
      await expectToast(page, 'Paziņojumu iestatījumi saglabāti');
    } finally {
      await client.setPreferredLanguage('en-US');
    }
  } finally {
    await context.close();
  }
});
