import { Body1, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { conversationId } from '@core/records/conversations';
import { useOwnConversations } from '@/data/conversations';
import { useTrainingClientId } from '@/data/player-queries';
import { useUserDatabase } from '@/data/user-database';
import { useTouchStyles } from '@/ui/touch-styles';
import { Conversation } from './Conversation';

const useStyles = makeStyles({ pick: { maxWidth: '24rem', marginBottom: tokens.spacingVerticalS } });

/**
 * A client's messages: the conversation with their coach now, ready to write in; a conversation
 * kept from earlier coaching can be opened to read (the coach there no longer reads it, A21).
 */
export default function OwnConversations() {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const db = useUserDatabase();
  const clientId = useTrainingClientId();
  const conversations = useOwnConversations();
  const current = db && clientId ? conversationId(clientId, db.userId) : null;
  const earlier = (conversations ?? []).filter((conversation) => conversation.id !== current);
  const [picked, setPicked] = useState<string | null>(null);
  if (!conversations) return null;
  const open = picked ?? current ?? earlier[0]?.id ?? null;
  const openRecord = conversations.find((conversation) => conversation.id === open);
  if (!open) return <Body1>{t`When a coach invites you and you accept, you can message them here.`}</Body1>;
  return (
    <>
      {earlier.length > 0 && (
        <Field className={styles.pick} label={t`Conversation`}>
          <Select select={{ className: touch.select }} value={open} onChange={(_event, data) => setPicked(data.value)}>
            {current && <option value={current}>{t`With your coach`}</option>}
            {earlier.map((conversation, index) => (
              <option key={conversation.id} value={conversation.id}>
                {t`With an earlier coach (${index + 1})`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Conversation
        key={open}
        conversationId={open}
        clientId={openRecord?.client_id ?? clientId ?? ''}
        canWrite={open === current}
        closedNote={t`This coaching has ended. The conversation is kept for you to read.`}
        reader={{ role: 'client' }}
      />
    </>
  );
}
