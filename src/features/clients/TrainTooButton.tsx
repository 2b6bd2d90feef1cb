import { Button, Tooltip } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFailure } from '@/data/api-errors';
import { trainingRecord } from '@/data/invitations-api';
import { StatusBar } from '@/ui/StatusBar';
import { useOnline } from '@/ui/use-online';

/**
 * "I train too": the coach becomes a client of their own, so their own training uses the same
 * calendar, plans and player. The record is linked to their account by the server, so this needs
 * a connection; it opens the new record's page.
 */
export function TrainTooButton({ userId }: { userId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor>();

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await navigate(`/client/${await trainingRecord(userId)}`);
    } catch (caught) {
      const { code } = await apiFailure(caught);
      setFailure(
        code === 'has_coach' ? msg`You train with a coach: you have one coach at a time.` : msg`That did not work. Please try again.`,
      );
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip content={online ? t`Plan and log your own training here too` : t`This needs a connection.`} relationship="description">
        <Button disabled={busy || !online} onClick={() => void start()}>
          {t`I train too`}
        </Button>
      </Tooltip>
      {failure && <StatusBar status={{ intent: 'error', message: failure }} />}
    </>
  );
}
