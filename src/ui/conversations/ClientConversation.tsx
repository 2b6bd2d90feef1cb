import { Body1 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { conversationId } from '@core/records/conversations';
import type { RecordOf } from '@core/records/index';
import { Conversation } from './Conversation';

/**
 * A coach's conversation with one client, on the client's page. A client record without an
 * account has nobody to read it: the coach is told to invite them first.
 */
export default function ClientConversation({ client }: { client: RecordOf<'clients'> }) {
  const { t } = useLingui();
  if (!client.user_id)
    return (
      <Body1>{t`${client.name} does not sign in to Treneris yet. Invite them from the Overview tab, and you can message each other here.`}</Body1>
    );
  return (
    <Conversation
      conversationId={conversationId(client.id, client.user_id)}
      clientId={client.id}
      canWrite
      reader={{ role: 'coach', clientId: client.id }}
    />
  );
}
