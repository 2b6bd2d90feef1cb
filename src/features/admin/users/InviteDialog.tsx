import {
  Body1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { inviteUser } from '@/data/admin-api';
import { apiFailure } from '@/data/api-errors';
import { DialogButtons } from '@/ui/DialogButtons';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { email, NOT_VALID, required } from '@/ui/form/validators';
import { LocaleOptions } from '@/ui/LocaleOptions';
import { ROLE_LABELS } from '@/ui/reference-labels';
import { StatusBar } from '@/ui/StatusBar';

const useStyles = makeStyles({ form: { display: 'grid', gap: tokens.spacingVerticalXS } });

export interface InviteDialogProps {
  onClose: () => void;
  onInvited: (message: MessageDescriptor) => void;
}

/** Creates an account and mails its owner a link to choose a password (the account is "invited" until then). */
export function InviteDialog({ onClose, onInvited }: InviteDialogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const address = useField('', [required, email]);
  const name = useField('', [required]);
  const role = useField('3');
  const language = useField(i18n.locale);
  const [problem, setProblem] = useState<MessageDescriptor>();
  const [sending, setSending] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([address, name])) {
      setProblem(msg`Some fields are not valid`);
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      const roleId = Number(role.value) as 1 | 2 | 3;
      const created = await inviteUser({
        email: address.value.trim(),
        name: name.value.trim(),
        role_id: roleId,
        preferred_language: language.value === 'lv-LV' ? 'lv-LV' : 'en-US',
      });
      const invited = created.email;
      onInvited(msg`An invitation was sent to ${invited}.`);
    } catch (error) {
      const failure = await apiFailure(error);
      if (failure.code === 'email_taken') {
        address.setError(msg`An account with this e-mail address already exists`);
        setProblem(msg`Some fields are not valid`);
      } else if (failure.status === 400) {
        if (failure.fields.email) address.setError(NOT_VALID);
        if (failure.fields.name) name.setError(NOT_VALID);
        setProblem(msg`Some fields are not valid`);
      } else {
        setProblem(failure.status === 0 ? msg`Not sent: the server cannot be reached.` : msg`Not sent. Try again in a moment.`);
      }
      setSending(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !sending && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t`Invite a user`}</DialogTitle>
            <DialogContent className={styles.form}>
              <StatusBar status={problem ? { intent: 'error', message: problem } : undefined} />
              <Body1 as="p" block>{t`They get a mail with a link to choose a password. The link works for 7 days.`}</Body1>
              <TextField field={address} label={t`E-mail`} type="email" autoComplete="off" required />
              <TextField field={name} label={t({ message: 'Name', context: 'person' })} autoComplete="off" required />
              <Field label={t`Role`}>
                <Select {...role.choiceProps}>
                  {([3, 2, 1] as const).map((id) => (
                    <option key={id} value={String(id)}>
                      {i18n._(ROLE_LABELS[id])}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t`Language of the mail`}>
                <Select {...language.choiceProps}>
                  <LocaleOptions />
                </Select>
              </Field>
            </DialogContent>
            <DialogButtons action={{ label: t`Send invitation`, busyLabel: t`Sending…` }} busy={sending} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
