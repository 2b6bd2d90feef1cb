import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiFailure } from '@/data/api-errors';
import { makeFeedAddress, stopFeed } from '@/data/calendar-feed';
import { StatusBar, type Status } from '@/ui/StatusBar';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { flexWrap: 'wrap' },
  button: { minHeight: '44px' },
});

async function failed(error: unknown): Promise<MessageDescriptor> {
  const failure = await apiFailure(error);
  if (failure.status === 0) return msg`You are offline. The address can be made once this device is online.`;
  if (failure.code === 'rate_limited') return msg`Too many new addresses in a short time. Try again in an hour.`;
  return msg`The address could not be made. Try again.`;
}

/**
 * The private address of the person's calendar for their phone's calendar app. It is made by the
 * server (the secret is the credential), so this is the one calendar action that needs a network.
 */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [url, setUrl] = useState<string>();
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setStatus(undefined);
    try {
      await work();
    } catch (error) {
      setStatus({ intent: 'error', message: await failed(error) });
    } finally {
      setBusy(false);
    }
  };
  const make = () =>
    act(async () => {
      const made = await makeFeedAddress();
      setUrl(made);
      setStatus({
        intent: 'success',
        message: url ? msg`A new address was made; the old one no longer works.` : msg`Your address is ready.`,
      });
    });
  const stop = () =>
    act(async () => {
      await stopFeed();
      setUrl(undefined);
      setStatus({ intent: 'success', message: msg`The feed was stopped; its address no longer works.` });
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ intent: 'success', message: msg`The address was copied.` });
    } catch {
      setStatus({ intent: 'info', message: msg`Select the address and copy it.` });
    }
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Subscribe from your calendar app`}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{t`Your workouts appear in the calendar you already use (Google Calendar, Apple Calendar, Outlook) and update as they change. Anyone with the address can see them: share it with no one. Making an address replaces the one you made before.`}</Body1>
            <StatusBar status={status} />
            {url && (
              <Field label={t`Your private address`}>
                <Input readOnly value={url} onFocus={(event) => event.target.select()} />
              </Field>
            )}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {url ? (
              <>
                <Button className={styles.button} appearance="primary" onClick={() => void copy()}>
                  {t`Copy address`}
                </Button>
                <Button className={styles.button} as="a" href={url.replace(/^https?:/, 'webcal:')}>
                  {t`Open in calendar app`}
                </Button>
              </>
            ) : (
              <Button className={styles.button} appearance="primary" disabled={busy} onClick={() => void make()}>
                {t`Make my address`}
              </Button>
            )}
            {url && (
              <Button className={styles.button} disabled={busy} onClick={() => void make()}>
                {t`Make a new address`}
              </Button>
            )}
            <Button className={styles.button} disabled={busy} onClick={() => void stop()}>
              {t`Stop the feed`}
            </Button>
            <Button className={styles.button} onClick={onClose}>
              {t`Close`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
