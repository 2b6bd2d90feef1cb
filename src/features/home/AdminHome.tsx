import { Body1, Subtitle2 } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { listUsers } from '@/data/admin-api';
import { useRecords } from '@/data/record-reads';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { RouterLink } from '@/ui/RouterLink';
import { useSectionStyles } from '@/ui/section-styles';

interface Count {
  label: MessageDescriptor;
  to: string;
  value: number | undefined;
}

/** The number of accounts, from the server; undefined while it is asked or when it cannot be reached. */
function useUserCount(): number | undefined {
  const [total, setTotal] = useState<number>();
  useEffect(() => {
    const abort = new AbortController();
    listUsers({ page: 1, pageSize: 1 }, abort.signal).then(
      (page) => setTotal(page.total),
      () => undefined,
    );
    return () => abort.abort();
  }, []);
  return total;
}

/** An administrator's start: what the installation holds, each a link to where it is managed. */
export function AdminHome() {
  const { i18n } = useLingui();
  const section = useSectionStyles();
  const styles = useEntryListStyles();
  const users = useUserCount();
  const exercises = useRecords('exercises');
  const workouts = useRecords('workouts');
  const plans = useRecords('workout-plans');
  const muscles = useRecords('muscles');
  const inventory = useRecords('inventory');
  const library = (records: readonly { owner_id: string | null }[] | undefined) =>
    records?.filter((record) => record.owner_id === null).length;
  const counts: Count[] = [
    { label: msg`Users`, to: '/admin/users', value: users },
    { label: msg`Library exercises`, to: '/admin/exercise', value: library(exercises) },
    { label: msg`Library workouts`, to: '/admin/workout', value: library(workouts) },
    { label: msg`Library plans`, to: '/workout-plan', value: library(plans) },
    { label: msg`Muscles`, to: '/admin/muscle', value: muscles?.length },
    { label: msg`Equipment`, to: '/admin/inventory', value: inventory?.length },
  ];
  return (
    <section className={section.section} aria-labelledby="admin-counts">
      <Subtitle2 as="h2" id="admin-counts" className={section.heading}>
        <Trans>This installation</Trans>
      </Subtitle2>
      <ul className={styles.list}>
        {counts.map((count) => (
          <li key={count.to} className={styles.item}>
            <RouterLink to={count.to}>{i18n._(count.label)}</RouterLink>
            <Body1>{count.value ?? '—'}</Body1>
          </li>
        ))}
      </ul>
    </section>
  );
}
