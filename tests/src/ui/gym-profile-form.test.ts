import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { USUAL_GYM } from '@core/training/loadable';
import { activateLocale } from '@/i18n/activate';
import { fromDraft, toDraft } from '@/ui/gym/gym-profile-form';

const clientId = '0193f6a4-7d1e-7000-8000-000000000001';

describe('the gym profile editor’s text', () => {
  it('starts from the numbers as the reader writes them and reads them back', async () => {
    await activateLocale('lv-LV');
    const draft = toDraft(i18n, { ...USUAL_GYM, dumbbells_kg: [2.5, 200] });
    expect(draft.bar).toBe('20');
    expect(draft.plates.map((row) => row.kg)).toContain('1,25');
    expect(draft.dumbbells).toBe('2,5 200');
    const result = fromDraft(clientId, draft);
    expect(result.ok && result.values.dumbbells_kg).toEqual([2.5, 200]);
  });

  it('takes plain digits only: a sign or an exponent is a mistake the field names', async () => {
    await activateLocale('en-US');
    const draft = toDraft(i18n, USUAL_GYM);
    expect(fromDraft(clientId, { ...draft, bar: ' 20,5 ' })).toMatchObject({ ok: true, values: { bar_kg: 20.5 } });
    for (const bar of ['1e1', '+20', '0x14', '20,5,']) {
      const result = fromDraft(clientId, { ...draft, bar });
      expect(!result.ok && result.errors.bar, bar).toBeDefined();
      expect(result.ok, bar).toBe(false);
    }
    expect(fromDraft(clientId, { ...draft, step: '' })).toMatchObject({ ok: true, values: { dumbbell_step_kg: null } });
  });
});
