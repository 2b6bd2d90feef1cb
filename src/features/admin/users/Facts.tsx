import type { ReactNode } from 'react';
import { useDashboardStyles } from './dashboard-styles';

/** Labelled figures at a glance, as a description list. */
export function Facts({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  const styles = useDashboardStyles();
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
