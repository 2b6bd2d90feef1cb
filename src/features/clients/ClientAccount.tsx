import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Select,
  Text,
  tokens,
  mergeClasses,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import type { RecordOf } from '@core/records/index';
import { apiFailure } from '@/data/api-errors';
import { inviteClient, revokeInvitation, unlinkClientAccount } from '@/data/invitations-api';
import { useUserDatabase } from '@/data/user-database';
import { requestSync } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { isLocale } from '@/i18n/locales';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useExclusiveAction } from '@/ui/create-once';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { email as validEmail, required } from '@/ui/form/validators';
import { LocaleOptions } from '@/ui/LocaleOptions';
import { useSectionStyles } from '@/ui/section-styles';
import { StatusBar, type Status } from '@/ui/StatusBar';
import { useOnline } from '@/ui/use-online';
import { useTouchStyles } from '@/ui/touch-styles';
import { clientAccountState } from './client-account-state';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginTop: tokens.spacingVerticalM },
});

/** The client record's account fields as the server just set them. */
type Answered = { invited_until: string | null; user_id?: null };

const FAILURES: Record<string, MessageDescriptor> = {
  already_linked: msg`This client already signs in with their own account.`,
  rate_limited: msg`Too many invitations for now. Try again in an hour.`,
  mail_failed: msg`The invitation could not be sent. Try again in a moment.`,
  unreachable: msg`The server cannot be reached. Check your connection and try again.`,
};

/**
 * The client's own account on their client page: invite them by mail, send the link again or
 * withdraw it, and unlink an account. These go through the server at once (it sends the mail), so
 * they need a connection; the state itself is part of the client record and shows offline.
 */
export function ClientAccount({ client }: { client: RecordOf<'clients'> }) {
  const { t, i18n } = useLingui();
  const section = useSectionStyles();
  const styles = useStyles();
  const touch = useTouchStyles();
  const db = useUserDatabase();
  const online = useOnline();
  const session = useAtomValue(sessionAtom);
  const [status, setStatus] = useState<Status>();
  const [inviting, setInviting] = useState(false);
  const exclusive = useExclusiveAction();
  // What the server answered, shown until the record arrives with it (the next pull gives it a new version).
  const [answered, setAnswered] = useState<Answered & { version: number }>();
  const shown = answered?.version === client.version ? { ...client, ...answered } : client;
  const [now] = useState(() => Date.now());
  const state = clientAccountState(shown, now);
  const until = shown.invited_until ? new Date(shown.invited_until).toLocaleDateString(i18n.locale, { day: 'numeric', month: 'long' }) : '';
  const name = client.name;
  const yourself = client.user_id !== null && client.user_id === session?.userId;

  // One request at a time: a second click must not send a second e-mail.
  const run = (action: () => Promise<Answered>, done: MessageDescriptor) =>
    exclusive.run(async () => {
      setStatus(undefined);
      try {
        setAnswered({ ...(await action()), version: client.version });
        setStatus({ intent: 'success', message: done });
        if (db) await requestSync(db);
      } catch (caught) {
        const failure = await apiFailure(caught);
        setStatus({ intent: 'error', message: FAILURES[failure.code] ?? msg`That did not work. Please try again.` });
      }
    });

  const line: Record<typeof state, string> = {
    linked: t`${name} signs in with their own account and sees their calendar, workouts and plan.`,
    invited: t`Invited: the link in the e-mail works until ${until}.`,
    expired: t`The invitation expired on ${until}. Send a new one.`,
    none: t`Invite ${name} to see their workouts on their own phone and log their training there.`,
  };

  // One's own training record has no account to invite: the page says whose it is above its tabs.
  if (yourself) return null;
  return (
    <section className={section.section} aria-labelledby="client-account">
      <Text as="h2" size={500} weight="semibold" id="client-account" className={section.heading}>
        {t`Their account`}
      </Text>
      <StatusBar status={status} />
      <Text as="p" block>
        {line[state]}
      </Text>
      {!online && <Text as="p" block>{t`Invitations need a connection.`}</Text>}
      <div className={mergeClasses(styles.actions, touch.buttons)}>
        {state === 'linked' ? (
          <ConfirmButton
            label={t`Unlink account`}
            title={t`Unlink ${name}’s account?`}
            confirm={t`Unlink`}
            disabled={!online || exclusive.busy}
            onConfirm={() =>
              void run(async () => (await unlinkClientAccount(client.id), { invited_until: null, user_id: null }), msg`Unlinked.`)
            }
          >
            {t`Their devices lose your calendar and workouts for them. Their record and history stay with you, and you can invite them again.`}
          </ConfirmButton>
        ) : (
          <>
            <Button
              appearance={state === 'invited' ? 'secondary' : 'primary'}
              disabled={!online || exclusive.busy}
              onClick={() => setInviting(true)}
            >
              {state === 'none' ? t`Invite` : t`Send a new link`}
            </Button>
            {state === 'invited' && (
              <Button
                disabled={!online || exclusive.busy}
                onClick={() =>
                  void run(
                    async () => (await revokeInvitation(client.id), { invited_until: null }),
                    msg`The invitation was withdrawn: its link no longer works.`,
                  )
                }
              >
                {t`Withdraw invitation`}
              </Button>
            )}
          </>
        )}
      </div>
      {inviting && (
        <InviteDialog
          client={client}
          onClose={() => setInviting(false)}
          onSend={(email, language) => {
            setInviting(false);
            void run(
              async () => ({ invited_until: await inviteClient(client.id, { email, language }) }),
              msg`Invitation sent to ${email}.`,
            );
          }}
        />
      )}
    </section>
  );
}

function InviteDialog({
  client,
  onClose,
  onSend,
}: {
  client: RecordOf<'clients'>;
  onClose: () => void;
  onSend: (email: string, language: string) => void;
}) {
  const { t, i18n } = useLingui();
  const emailField = useField(client.email ?? '', [required, validEmail]);
  const [language, setLanguage] = useState(i18n.locale);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (validateAll([emailField])) onSend(emailField.value.trim(), language);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate aria-label={t`Invite ${client.name}`}>
          <DialogBody>
            <DialogTitle>{t`Invite ${client.name}`}</DialogTitle>
            <DialogContent>
              <Text
                as="p"
                block
              >{t`They get an e-mail with a link to create their account or sign in. The link works once, for 7 days.`}</Text>
              <TextField field={emailField} label={t`E-mail`} type="email" autoComplete="off" required />
              <Field label={t`Language of the e-mail`}>
                <Select value={language} onChange={(_event, data) => isLocale(data.value) && setLanguage(data.value)}>
                  <LocaleOptions />
                </Select>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit">
                {t`Send invitation`}
              </Button>
              <Button onClick={onClose}>{t`Cancel`}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
