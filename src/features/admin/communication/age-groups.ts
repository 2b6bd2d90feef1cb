import { useLingui } from '@lingui/react';
import { localized } from '@core/records/localized';
import { listResource } from '@/data/admin-api';
import { useRemote, type Remote } from '@/ui/data-grid/use-remote';

export interface AgeGroupOption {
  id: string;
  /** In the reader's language. */
  name: string;
}

/** The age groups an audience can name, in their admin-set order; the history names them too. */
export function useAgeGroups(): Remote<AgeGroupOption[]> {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useRemote(async (signal) => {
    const page = await listResource('age-groups', { sort: 'sort_order', pageSize: 200, locale }, signal);
    return page.items.map((group) => ({ id: group.id, name: localized(group.name, locale) }));
  }, `age-groups?locale=${locale}`);
}
