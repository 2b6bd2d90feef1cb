import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { localized } from '@core/records/localized';
import type { RecordOf, ReferenceEntity } from '@core/records/index';
import { useRecords } from '@/data/record-reads';
import type { RecordOption, ReferenceOptions } from '@/ui/resource-form/field-specs';

/** The reference data an exercise names, as the list and the editor show it. */
export interface ReferenceData {
  /** Each entity's records as choices, by name in the reader's language. */
  options: Required<Pick<ReferenceOptions, ExerciseReference>>;
  /** Any of them by id, in the reader's language (ids are unique across entities). */
  names: ReadonlyMap<string, string>;
}

type ExerciseReference = Extract<ReferenceEntity, 'exercise-types' | 'muscles' | 'joints' | 'positions' | 'inventory'>;

/**
 * From the device's copy, so filters and the editor work offline (every signed-in user syncs the
 * reference data, sync/SPEC.md A1). Undefined until every table has been read.
 */
export function useReferenceData(): ReferenceData | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const types = useRecords('exercise-types');
  const muscles = useRecords('muscles');
  const joints = useRecords('joints');
  const positions = useRecords('positions');
  const inventory = useRecords('inventory');
  return useMemo(() => {
    if (!types || !muscles || !joints || !positions || !inventory) return undefined;
    const collator = new Intl.Collator(locale);
    const names = new Map<string, string>();
    const choices = (records: readonly RecordOf<ExerciseReference>[]): RecordOption[] =>
      records
        .map((record) => {
          const text = localized(record.name, locale);
          names.set(record.id, text);
          return { value: record.id, text };
        })
        .sort((a, b) => collator.compare(a.text, b.text));
    const options = {
      'exercise-types': choices(types),
      muscles: choices(muscles),
      joints: choices(joints),
      positions: choices(positions),
      inventory: choices(inventory),
    };
    return { options, names };
  }, [types, muscles, joints, positions, inventory, locale]);
}
