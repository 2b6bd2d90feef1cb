import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { localized } from '@sync/records/common';
import { listResource, type ResourceEntity } from '@/data/admin-api';

export interface RecordOption {
  value: string;
  text: string;
}

const PAGE = 200;

/** Every record of a small reference resource, by name in the reader's language, for a select. */
async function loadAll(entity: ResourceEntity, locale: string, signal: AbortSignal): Promise<RecordOption[]> {
  const options: RecordOption[] = [];
  for (let page = 1; ; page++) {
    const answer = await listResource(entity, { sort: 'name', page, pageSize: PAGE, locale }, signal);
    for (const item of answer.items) options.push({ value: item.id, text: localized(item.name, locale) });
    if (page * PAGE >= answer.total) return options;
  }
}

/** The choices of a reference field; undefined while loading, [] if they could not be loaded. */
export function useRecordOptions(entity: ResourceEntity | undefined): RecordOption[] | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [options, setOptions] = useState<{ key: string; list: RecordOption[] }>();
  const key = `${entity ?? ''}:${locale}`;

  useEffect(() => {
    if (!entity) return;
    const controller = new AbortController();
    loadAll(entity, locale, controller.signal).then(
      (list) => setOptions({ key, list }),
      () => {
        if (!controller.signal.aborted) setOptions({ key, list: [] });
      },
    );
    return () => controller.abort();
  }, [entity, locale, key]);

  return options?.key === key ? options.list : undefined;
}
