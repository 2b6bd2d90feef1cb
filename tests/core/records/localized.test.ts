import { describe, expect, it } from 'vitest';
import { ENTITY_FIELDS, REFERENCE_ENTITIES, type EntityName } from '@core/records/index';
import { localized } from '@core/records/localized';
import { sampleRecord } from '../../helpers/sample-records';

/** Every entity whose name is localized reference text: the reference data and the exercises. */
const LOCALIZED: EntityName[] = [...REFERENCE_ENTITIES, 'exercises'];

function parse(entity: EntityName, changes: Record<string, unknown>) {
  return ENTITY_FIELDS[entity].safeParse({ ...sampleRecord(entity), ...changes });
}

describe('[R7] localized reference text: English is required and is the fallback', () => {
  it.each(LOCALIZED)('%s: a name only in Latvian is refused, on its English name', (entity) => {
    const result = parse(entity, { name: { 'lv-LV': 'Krūtis' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name.en-US']);
  });

  it.each(LOCALIZED)('%s: a name in English alone, or in both languages, is accepted as written', (entity) => {
    expect(parse(entity, { name: { 'en-US': 'Chest' } }).data).toMatchObject({ name: { 'en-US': 'Chest' } });
    expect(parse(entity, { name: { 'en-US': 'Chest', 'lv-LV': 'Krūtis' } }).data).toMatchObject({
      name: { 'en-US': 'Chest', 'lv-LV': 'Krūtis' },
    });
  });

  it('an empty Latvian text is no translation: the record keeps English alone', () => {
    expect(parse('muscles', { name: { 'en-US': 'Chest', 'lv-LV': '' } }).data).toEqual(
      expect.objectContaining({ name: { 'en-US': 'Chest' } }),
    );
  });

  it('a language other than the two is refused, not stored', () => {
    const result = parse('muscles', { name: { 'en-US': 'Chest', 'de-DE': 'Brust' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('name');
  });

  it('an exercise’s instructions need their English steps too', () => {
    expect(parse('exercises', { instructions: { 'lv-LV': ['Apgulies.'] } }).error?.issues[0]?.path.join('.')).toBe('instructions.en-US');
    expect(parse('exercises', { instructions: { 'en-US': ['Lie down.'] } }).success).toBe(true);
  });

  it('a reader of Latvian gets the Latvian text, and English where there is none', () => {
    expect(localized({ 'en-US': 'Chest', 'lv-LV': 'Krūtis' }, 'lv-LV')).toBe('Krūtis');
    expect(localized({ 'en-US': 'Chest' }, 'lv-LV')).toBe('Chest');
  });

  it('a reader of English gets English, whatever else there is', () => {
    expect(localized({ 'en-US': 'Chest', 'lv-LV': 'Krūtis' }, 'en-US')).toBe('Chest');
    expect(localized({ 'en-US': 'Chest' }, 'en-US')).toBe('Chest');
  });
});
