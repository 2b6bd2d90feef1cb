import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { apiFailure, type ApiFailure } from '@/data/api-errors';
import { changePassword } from '@/data/auth-api';
import { PASSWORD_PROBLEM_MESSAGES } from '@/ui/form/password-messages';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { newPassword, required, sameAs } from '@/ui/form/validators';
import { notify } from '@/ui/feedback/notify';

const useStyles = makeStyles({ form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '420px' } });

const BY_CODE: Record<string, MessageDescriptor> = {
  current_password_incorrect: msg`Current password is incorrect`,
  ...PASSWORD_PROBLEM_MESSAGES,
};

/**
 * docs/product.md §8: a 400 shows the server's reason (in the user's language where the code is known),
 * 'Current password is incorrect' when the server gives none; anything else 'Failed to change password'.
 */
export function changePasswordError(failure: ApiFailure): MessageDescriptor {
  if (failure.status === 400) {
    return (
      BY_CODE[failure.code] ?? (failure.message ? { id: failure.message, message: failure.message } : msg`Current password is incorrect`)
    );
  }
  return msg`Failed to change password`;
}

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const current = useField('', hasPassword ? [required] : []);
  const next = useField('', [required, newPassword]);
  const confirm = useField('', [required, sameAs(() => next.value)]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([current, next, confirm])) return;
    setBusy(true);
    try {
      await changePassword(current.value, next.value);
      current.setValue('');
      next.setValue('');
      confirm.setValue('');
      notify({ intent: 'success', message: msg`Your password has been changed. Other devices have been signed out.` });
    } catch (caught) {
      const failure = await apiFailure(caught);
      const message = changePasswordError(failure);
      // Said beside the field it is about; what no field explains, in a toast that stays.
      if (failure.code === 'current_password_incorrect') current.setError(message);
      else if (failure.fields.new_password) next.setError(message);
      else notify({ intent: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Change password`}>
      {hasPassword ? (
        <TextField field={current} label={t`Current password`} type="password" autoComplete="current-password" required />
      ) : null}
      <TextField
        field={next}
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 8 characters.`}
        required
      />
      <TextField field={confirm} label={t`Repeat the new password`} type="password" autoComplete="new-password" required />
      <div>
        <Button type="submit" disabled={busy}>
          {hasPassword ? t`Change password` : t`Set a password`}
        </Button>
      </div>
    </form>
  );
}
