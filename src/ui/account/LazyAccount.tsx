import { lazy, Suspense, type ComponentProps } from 'react';
import { requireCatalogPart } from '@/i18n/activate';

// Downloading one's data and deleting the account load with their words when a page shows them
// (lingui.config.ts, `account`), not with every signed-in screen: the player's first visit has a budget.
const withWords = <T,>(load: () => Promise<T>) => Promise.all([load(), requireCatalogPart('account')]).then(([module]) => module);

const DownloadDataMenu = lazy(() => withWords(() => import('./DownloadDataMenu')).then((module) => ({ default: module.DownloadDataMenu })));
const OwnDataDownload = lazy(() => withWords(() => import('./DownloadDataMenu')).then((module) => ({ default: module.OwnDataDownload })));
const AccountDeletionSection = lazy(() =>
  withWords(() => import('./AccountDeletionSection')).then((module) => ({ default: module.AccountDeletionSection })),
);

/** "Download data" for a client of the coach's. */
export function LazyDownloadDataMenu(props: ComponentProps<typeof DownloadDataMenu>) {
  return (
    <Suspense fallback={null}>
      <DownloadDataMenu {...props} />
    </Suspense>
  );
}

/** The profile's "Your data": what it is, and the download. */
export function LazyOwnDataDownload() {
  return (
    <Suspense fallback={null}>
      <OwnDataDownload />
    </Suspense>
  );
}

/** The profile's "Delete account". */
export function LazyAccountDeletionSection(props: ComponentProps<typeof AccountDeletionSection>) {
  return (
    <Suspense fallback={null}>
      <AccountDeletionSection {...props} />
    </Suspense>
  );
}
