import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { localized } from '@core/records/localized';
import type { ReferenceEntity } from '@core/records/index';
import { listResource } from '@/data/admin-api';
import type { FieldSpec, RecordOption, ReferenceOptions } from '@/ui/resource-form/field-specs';

export type { RecordOption };

const PAGE = 200;
const NONE_YET: ReferenceOptions = {};

/** Every record of a small reference resource, by name in the reader's language, for a select. */
async function loadAll(entity: ReferenceEntity, locale: string, signal: AbortSignal): Promise<RecordOption[]> {
  const options: RecordOption[] = [];
  for (let page = 1; ; page++) {
    const answer = await listResource(entity, { sort: 'name', page, pageSize: PAGE, locale }, signal);
    for (const item of answer.items) options.push({ value: item.id, text: localized(item.name, locale) });
    if (page * PAGE >= answer.total) return options;
  }
}

/**
 * The choices of several reference resources, each once it has loaded; [] for one that could not
 * be loaded. `entities` is compared by content, so a new array with the same names loads nothing.
 */
function useOptionsOf(entities: readonly ReferenceEntity[]): ReferenceOptions {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const names = [...new Set(entities)].sort().join(',');
  const key = `${names}:${locale}`;
  const [loaded, setLoaded] = useState<{ key: string; options: ReferenceOptions }>({ key, options: NONE_YET });

  useEffect(() => {
    if (!names) return;
    const controller = new AbortController();
    for (const entity of names.split(',') as ReferenceEntity[]) {
      const keep = (list: RecordOption[]) =>
        setLoaded((current) => ({ key, options: { ...(current.key === key ? current.options : {}), [entity]: list } }));
      loadAll(entity, locale, controller.signal).then(keep, () => {
        if (!controller.signal.aborted) keep([]);
      });
    }
    return () => controller.abort();
  }, [names, locale, key]);

  return loaded.key === key ? loaded.options : NONE_YET;
}

/** The choices of a reference field; undefined while loading, [] if they could not be loaded. */
export function useRecordOptions(entity: ReferenceEntity | undefined): readonly RecordOption[] | undefined {
  const options = useOptionsOf(entity ? [entity] : []);
  return entity ? options[entity] : undefined;
}

/** The choices of every reference field of a form. */
export function useReferenceOptions(specs: readonly FieldSpec[]): ReferenceOptions {
  return useOptionsOf(specs.flatMap((spec) => (spec.kind === 'reference' || spec.kind === 'references' ? [spec.entity] : [])));
}
