import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '@core/records/index';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { entityLabel } from '@/ui/entity-labels';
import { usageLabel } from '@/ui/reference-labels';

const said = (label: ReturnType<typeof entityLabel>) => (label ? i18n._(label) : undefined);

describe('the words for what a synced record is', () => {
  beforeAll(async () => {
    await activateLocale('lv-LV');
    await requireCatalogPart('app');
    await requireCatalogPart('admin');
  });

  it('every entity has its own words for one and for many, in Latvian too', () => {
    for (const entity of ENTITY_NAMES) {
      expect(said(entityLabel(entity)), entity).toMatch(/\S/);
      expect(said(usageLabel(entity)), entity).toMatch(/\S/);
    }
    expect(said(entityLabel('calendar-entries'))).toBe('Kalendāra ieraksts');
    expect(said(usageLabel('calendar-entries'))).toBe('Kalendāra ieraksti');
  });

  it('what the server counts as using a record includes its users; a name the app does not know has no words', () => {
    expect(said(usageLabel('users'))).toBe('Lietotāji');
    expect(entityLabel('payments')).toBeUndefined();
    expect(usageLabel('payments')).toBeUndefined();
  });
});
