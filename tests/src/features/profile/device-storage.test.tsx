import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeviceStorage } from '@/features/profile/DeviceStorage';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { fakeStorageManager } from '../../fake-storage-manager';

const renderSection = () =>
  render(
    <I18nProvider i18n={i18n}>
      <FluentProvider>
        <DeviceStorage />
      </FluentProvider>
    </I18nProvider>,
  );

describe('how this device keeps the data, in the profile', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    // Rendered without its layout, which is what loads the signed-in screens' messages.
    await requireCatalogPart('app');
  });

  it('shows that the data is persistent and how much space it uses', async () => {
    fakeStorageManager({ persisted: true, grants: true, usage: 2_400_000, quota: 1_200_000_000 });
    renderSection();
    expect(await screen.findByText(/^Stored persistently/)).toBeTruthy();
    expect(screen.getByText('Using 2.4 MB of 1.2 GB.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep data on this device' })).toBeNull();
  });

  it('offers to keep the data when it is not persistent, and shows the new state', async () => {
    const storage = fakeStorageManager({ persisted: false, grants: true });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep data on this device' }));
    expect(await screen.findByText(/^Stored persistently/)).toBeTruthy();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser refuses', async () => {
    fakeStorageManager({ persisted: false, grants: false });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep data on this device' }));
    expect(await screen.findByText('The browser did not allow it; installing the app usually helps.')).toBeTruthy();
  });

  it('speaks Latvian when the interface does', async () => {
    await activateLocale('lv-LV');
    fakeStorageManager({ persisted: true, grants: true, usage: 2_400_000, quota: 1_200_000_000 });
    renderSection();
    expect(await screen.findByText('Izmantoti 2,4 MB no 1,2 GB.')).toBeTruthy();
    expect(screen.getByText(/^Glabāti pastāvīgi/)).toBeTruthy();
  });
});
