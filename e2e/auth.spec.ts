import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectToast, latestMailTo, registerAccount, signIn, uniqueEmail } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';

test.describe('signing in', () => {
  for (const [role, email] of Object.entries(DEMO)) {
    test(`the demo ${role} signs in with the documented password and lands on the home page`, async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/$/);
      await new AppShell(page).expectTitle('Home');
      const administration = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('heading', { name: 'Administration' });
      if (role === 'admin') await expect(administration).toBeVisible();
      else await expect(administration).toHaveCount(0);
      expect(await page.evaluate(() => [localStorage.getItem('role_id'), localStorage.getItem('email')])).toEqual([
        String({ admin: 1, coach: 2, client: 3 }[role]),
        email,
      ]);
    });
  }

  test('a wrong password is refused with a message that does not say which part was wrong', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO.coach, 'not the password');
    await expect(login.alert()).toHaveText('The e-mail address or password is incorrect.');
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test('fields are checked when left, not while typing (docs/product.md §5)', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.email().fill('not-an-email');
    await expect(page.getByText('Enter a valid e-mail address')).toHaveCount(0);
    await login.password().focus();
    await expect(page.getByText('Enter a valid e-mail address').last()).toBeVisible();
  });
});

test.describe('guards (docs/product.md §5)', () => {
  test('a signed-out visitor is sent to sign in, then back to where they were going', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fcalendar/);
    await new LoginPage(page).signIn(DEMO.coach, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('a signed-in visitor of login or register is sent home', async ({ page }) => {
    await signIn(page, DEMO.client);
    for (const path of ['/user/login', '/user/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a coach cannot open admin pages: they are told so where they are', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/admin/users');
    await expect(page.locator('[data-layout="default"] [data-error-status="403"]')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test('the workout area opens without a session (the guard is skipped)', async ({ page }) => {
    await page.goto('/workout/0190a1b2-0000-7000-8000-000000000002');
    await expect(page.locator('[data-layout="workout"]')).toBeVisible();
  });
});

test('signing out clears the session and the guards apply again', async ({ page }) => {
  await signIn(page, DEMO.coach);
  await page.goto('/calendar');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/login\?reason=signed-out/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('role_id'), localStorage.getItem('email')]),
  ).toEqual([null, null, null]);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/user\/login/);
});

test('registering mails a link; following it creates a coach account and signs it in', async ({ page }) => {
  const email = uniqueEmail('new');
  const started = Date.now();
  await page.goto('/user/register');
  await page.getByLabel(/^Name/).fill('Jauna Kliente');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('This password is one of the most commonly used. Choose another one.');
  await page.getByLabel(/^Password/).fill('three quiet rivers');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your e-mail: we have sent a link to finish creating your account.');
  await expect(page.getByText(email)).toBeVisible();

  const mail = await latestMailTo(email, started);
  const link = new URL(/http:\/\/\S+\/user\/confirm\?token=[\w-]+/.exec(mail.text)?.[0] ?? 'http://missing/');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('role_id'))).toBe('2');
  // The link worked once.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Register again to get a new one.');
});

test('password recovery through the mailed link', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await registerAccount(page, email, 'first good passphrase', 'Forgetful');
  await page.context().clearCookies();

  const started = Date.now();
  await page.goto('/user/forgot-password');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that address');

  const mail = await latestMailTo(email, started);
  const link = /http:\/\/[^\s]+\/user\/password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await new AppShell(page).expectTitle('Reset Password');
  await page.getByLabel(/^New password/).fill('second good passphrase');
  await page.getByLabel(/^Repeat the new password/).fill('second good passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(/\/user\/login\?reason=password-reset/);
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with the new password.');

  const login = new LoginPage(page);
  await login.signIn(email, 'second good passphrase');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('profile', () => {
  test('switching the profile language to Latviešu changes the UI and persists across reload and sign-in', async ({ page, context }) => {
    const email = uniqueEmail('lang');
    await registerAccount(page, email, 'a good passphrase', 'Lang');
    await page.goto('/profile');
    await page.getByRole('form', { name: 'Profile details' }).getByLabel('Language', { exact: true }).selectOption('lv-LV');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profils');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profils');

    // A fresh browser with an English cookie: the profile's language wins after sign-in (docs/product.md §4).
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await context.addCookies([{ name: 'i18n_redirected', value: 'en-US', url: new URL('/', page.url()).toString() }]);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, 'a good passphrase');
    await expect(page).toHaveTitle('Sākums · Treneris');
  });

  test('the theme chosen in the profile is applied and persists', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const email = uniqueEmail('theme');
    await registerAccount(page, email, 'a good passphrase', 'Theme');
    await page.goto('/profile');
    await page.getByRole('form', { name: 'Profile details' }).getByLabel('Theme', { exact: true }).selectOption('dark');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const provider = page.locator('.fui-FluentProvider').first();
    await expect(provider).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(provider).toHaveAttribute('data-theme', 'dark');
  });

  test("a wrong current password says 'Current password is incorrect'", async ({ page }) => {
    await signIn(page, DEMO.client);
    await page.goto('/profile');
    await page.getByLabel(/^Current password/).fill('wrong password here');
    await page.getByLabel(/^New password/).fill('another good passphrase');
    await page.getByLabel(/^Repeat the new password/).fill('another good passphrase');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Current password is incorrect');
  });
});

test.describe('session expiry (docs/product.md §4)', () => {
  // A token with a valid shape and expiry that the server will not accept: the next call gets 401.
  const forgedToken = (roleId: number) => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '0190a1b2-0000-7000-8000-0000000000ff', role_id: roleId, exp: Math.floor(Date.now() / 1000) + 600 })}.forged`;
  };

  test('a 401 mid-use refreshes silently and the call succeeds', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/profile');
    await expect(page.getByLabel(/^Name/)).toHaveValue('Kārlis Treneris');
    await page.evaluate((token) => localStorage.setItem('access_token', token), forgedToken(2));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Your profile has been saved.');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(forgedToken(2));
  });

  test('an expired token is refreshed before the page opens', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/');
    await page.evaluate(() => {
      const [header, payload] = (localStorage.getItem('access_token') ?? '').split('.');
      const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, number>;
      claims.exp = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem('access_token', `${header ?? ''}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.old`);
    });
    await page.goto('/clients');
    await expect(page).toHaveURL(/\/clients$/);
    await new AppShell(page).expectTitle('Clients');
  });

  test("when the refresh fails: signed out, sent to sign in, 'Authentication failed, please login again'", async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/profile');
    await expect(page.getByLabel(/^Name/)).toHaveValue('Kārlis Treneris');
    // Background sync would notice the ended session first (sign-out ends access at once); this test
    // is about the save that does, so sync gets no answer while it runs.
    await page.route('**/api/v1/sync/**', (route) => route.abort());
    // The session ends on the server (e.g. signed out elsewhere); the held token is no longer accepted.
    await page.request.post('/api/v1/auth/logout');
    await page.evaluate((token) => localStorage.setItem('access_token', token), forgedToken(2));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/user\/login\?reason=expired/);
    await expect(page.getByRole('alert')).toHaveText('Authentication failed, please login again');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
