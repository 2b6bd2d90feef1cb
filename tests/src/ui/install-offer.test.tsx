import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSetting, removeSetting, SETTING_KEYS } from '@/data/local-settings';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { InstallOffer } from '@/ui/install/InstallOffer';
import { captureInstallPrompt, resetInstallPrompt } from '@/ui/install/install-prompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function shown(place: 'home' | 'profile') {
  return render(
    <I18nProvider i18n={i18n}>
      <FluentProvider>
        <InstallOffer place={place} />
      </FluentProvider>
    </I18nProvider>,
  );
}

/** The browser as seen by the page: its user agent, and whether it runs as the installed app. */
function browser({
  userAgent,
  standalone = false,
  navigatorStandalone,
}: {
  userAgent: string;
  standalone?: boolean;
  navigatorStandalone?: boolean;
}) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'standalone', { configurable: true, value: navigatorStandalone });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: standalone && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/** What Chromium fires when the app can be installed; `prompt` opens its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(() => captureInstallPrompt(window));
beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
  removeSetting(SETTING_KEYS.installOffer);
  resetInstallPrompt();
});
afterEach(() => vi.restoreAllMocks());

describe('offering to install the app', () => {
  it('on Chromium: nothing until the browser allows it, then its own install dialog, once', async () => {
    browser({ userAgent: ANDROID });
    shown('profile');
    expect(screen.queryByRole('button', { name: 'Install Treneris' })).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install Treneris' }));
      await event.userChoice;
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // Installed: the offer is gone.
    expect(screen.queryByRole('group', { name: 'Install Treneris' })).toBeNull();
  });

  it('on iOS, which has no prompt: the Share → Add to Home Screen steps, and no button', () => {
    browser({ userAgent: IPHONE });
    shown('home');
    const offer = screen.getByRole('region', { name: 'Install Treneris' });
    expect(offer.textContent).toContain('In Safari, tap Share, then Add to Home Screen.');
    expect(screen.queryByRole('button', { name: 'Install Treneris' })).toBeNull();
  });

  it('never in the installed app: iOS’s navigator.standalone, or display-mode standalone with a prompt fired', () => {
    browser({ userAgent: IPHONE, navigatorStandalone: true });
    const ios = shown('profile');
    expect(screen.queryByRole('group', { name: 'Install Treneris' })).toBeNull();
    ios.unmount();
    browser({ userAgent: ANDROID, standalone: true });
    offerInstall();
    shown('home');
    expect(screen.queryByRole('region', { name: 'Install Treneris' })).toBeNull();
  });

  it('closed on the home page for good on this device; the profile still has it', () => {
    browser({ userAgent: ANDROID });
    offerInstall();
    const home = shown('home');
    fireEvent.click(screen.getByRole('button', { name: 'Do not offer again' }));
    expect(screen.queryByRole('region', { name: 'Install Treneris' })).toBeNull();
    expect(readSetting(SETTING_KEYS.installOffer)).toBe('dismissed');
    home.unmount();
    shown('home');
    expect(screen.queryByRole('region', { name: 'Install Treneris' })).toBeNull();
    shown('profile');
    expect(screen.getByRole('button', { name: 'Install Treneris' })).toBeTruthy();
  });
});
