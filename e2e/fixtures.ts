import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { Pwa } from './pages/pwa';
import { DATA_DIR } from './slot';

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO = { admin: 'admin@example.com', coach: 'coach@example.com', client: 'client@example.com' } as const;
export const MAIL_DIR = path.join(DATA_DIR, 'mail');

/**
 * Signs in through the real API (the refresh cookie lands in the browser context) and stores the
 * session where the app keeps it (docs/product.md §3), as the login page would. Each call starts its own
 * session, so tests never share refresh tokens.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { role_id: number; email: string } };
  await page.addInitScript((session) => {
    // Once per tab: after that the app owns the session (a sign-out must stay signed out).
    if (window.sessionStorage.getItem('e2e-session-seeded')) return;
    window.sessionStorage.setItem('e2e-session-seeded', 'yes');
    window.localStorage.setItem('access_token', session.access_token);
    window.localStorage.setItem('role_id', String(session.user.role_id));
    window.localStorage.setItem('email', session.user.email);
  }, body);
}

/** The mails the server wrote for `to` (DATA_DIR/mail/*.json) since `after` (ms), oldest first. */
export function mailsTo(to: string, after: number): { subject: string; text: string }[] {
  return (existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR) : [])
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(MAIL_DIR, name))
    .filter((file) => statSync(file).mtimeMs >= after)
    .sort()
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to);
}

/** The newest mail the server wrote for `to` since `after` (ms), waiting for it. */
export async function latestMailTo(to: string, after: number): Promise<{ subject: string; text: string }> {
  await expect.poll(() => mailsTo(to, after).length > 0, { message: `a mail to ${to}` }).toBe(true);
  const mail = mailsTo(to, after).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@test.lv`;
}

let addresses = Math.floor(Math.random() * 60_000);
/** A documentation address (RFC 5737 TEST-NET-3 and neighbours) not used before in this worker. */
function nextTestAddress(): string {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

/**
 * Registers an account as a person does: the registration mails a link, and following it creates
 * the account and signs this page's context in (the refresh cookie).
 */
export async function registerAccount(page: Page, email: string, password: string, name: string): Promise<{ id: string }> {
  const started = Date.now();
  // Each registration from an address of its own (the test server trusts loopback as a proxy):
  // the suite registers more accounts than one address may in an hour (docs/security.md: 20).
  const headers = { 'x-forwarded-for': nextTestAddress() };
  const requested = await page.request.post('/api/v1/auth/register', { data: { email, password, name }, headers });
  expect(requested.status(), await requested.text()).toBe(202);
  const mail = await latestMailTo(email, started);
  const token = /\/user\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  const confirmed = await page.request.post('/api/v1/auth/register/confirm', { data: { token }, headers });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return ((await confirmed.json()) as { user: { id: string } }).user;
}

/**
 * Registers a new (coach) account and signs it in. Tests that change what an account remembers
 * (its language, its theme) use one of these, so the shared demo accounts stay as documented.
 */
export async function signInNewUser(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerAccount(page, email, 'a good passphrase', prefix);
  await signIn(page, email, 'a good passphrase');
  return email;
}

/**
 * A new account made an admin by the demo admin, signed in. Admin tests that switch the language
 * (which the profile remembers) use one, so a failure half-way cannot leave the shared demo admin
 * speaking Latvian to every later test.
 */
export async function signInNewAdmin(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const user = await registerAccount(page, email, 'a good passphrase', prefix);
  const login = await page.request.post('/api/v1/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const promoted = await page.request.patch(`/api/v1/admin/users/${user.id}`, {
    data: { role_id: 1 },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await signIn(page, email, 'a good passphrase');
  return email;
}

/** A demo account's user id (ids are made on first start), looked up as the admin would. */
export async function demoUserId(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const found = await request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const user = ((await found.json()) as { items: { id: string; email: string }[] }).items.find((item) => item.email === email);
  if (!user) throw new Error(`no demo account ${email}`);
  return user.id;
}

const EXAMPLE_USER = /\/admin\/users\/[^/]+\/dashboard$/;

/** A docs/product.md §2 path with a real record where the page needs one (the demo client's dashboard). */
export async function livePath(request: APIRequestContext, path: string): Promise<string> {
  return EXAMPLE_USER.test(path) ? `/admin/users/${await demoUserId(request, DEMO.client)}/dashboard` : path;
}

/**
 * The notice of the app's toaster (src/ui/feedback/AppToaster.tsx) that says `text`: shown, and in
 * the viewport, where the person is, however far they scrolled.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.locator('.fui-Toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport();
  return toast;
}

/**
 * The demo client's phone (390×844, touch) on the player of calendar entry `entryId`, once the
 * first download has brought the entry and the page's service worker controls it.
 */
export async function clientPhoneOnEntry(browser: Browser, entryId: string): Promise<{ phone: BrowserContext; page: Page }> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await signIn(page, DEMO.client);
  await page.goto(`/workout/${entryId}`);
  await new Pwa(page).waitUntilControlled();
  await expect(page.getByRole('button', { name: 'Start workout' })).toBeVisible({ timeout: 30_000 });
  return { phone, page };
}
