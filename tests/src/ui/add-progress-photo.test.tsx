import { fireEvent, screen } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { AddProgressPhoto } from '@/ui/progress-photos/AddProgressPhoto';
import { shown, signedIn } from '../features/shown';

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
  await requireCatalogPart('progress');
});

describe('[A17] adding a progress photo', () => {
  it('a day to come is refused beside the day before the camera opens, and nothing is kept', async () => {
    const { db } = signedIn(3);
    shown(<AddProgressPhoto clientId={uuidv7()} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    let opened = 0;
    input?.addEventListener('click', () => opened++);
    fireEvent.change(await screen.findByLabelText('Day taken'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take or choose a photo' }));
    expect(await screen.findByText('Choose a day up to today')).toBeTruthy();
    expect(opened).toBe(0);
    expect(await db.photoFiles.count()).toBe(0);
    expect(screen.getByLabelText<HTMLInputElement>('Day taken').value).toBe('2999-01-01');
  });
});
