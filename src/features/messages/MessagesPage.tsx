import { Body1 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ROLE } from '@core/auth-constants';
import { sessionAtom } from '@/data/session';
import { requireCatalogPart } from '@/i18n/activate';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { RouterLink } from '@/ui/RouterLink';

// The conversations' code and words load with this page, not with every signed-in screen.
const withWords =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), requireCatalogPart('conversations')]).then(([module]) => module);
const ConversationList = lazy(withWords(() => import('@/ui/conversations/ConversationList')));
const OwnConversations = lazy(withWords(() => import('@/ui/conversations/OwnConversations')));

/**
 * /messages: a coach's conversations with their clients, latest first; a client's conversation
 * with their coach. Admins write to users from Communication instead.
 */
export default function MessagesPage() {
  const { t } = useLingui();
  const roleId = useAtomValue(sessionAtom)?.roleId;
  return (
    <>
      <PageTitle>{t`Messages`}</PageTitle>
      {roleId === ROLE.admin ? (
        <Body1>
          {t`Conversations are between coaches and their clients. To write to users, use`}{' '}
          <RouterLink to="/admin/communication" inline>{t`Communication`}</RouterLink>.
        </Body1>
      ) : (
        <Suspense fallback={<PageLoading />}>{roleId === ROLE.coach ? <ConversationList /> : <OwnConversations />}</Suspense>
      )}
    </>
  );
}
