import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  mdiAccountCancelOutline,
  mdiAccountCheckOutline,
  mdiChartBar,
  mdiDeleteClockOutline,
  mdiDeleteOutline,
  mdiDotsVertical,
  mdiEmailLockOutline,
  mdiShieldAccountOutline,
} from '@mdi/js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminUser } from '@core/admin-api';
import { DELETION_GRACE_DAYS } from '@core/auth-constants';
import { localDateOf } from '@core/dates';
import { deleteUser, sendPasswordReset, updateUser } from '@/data/admin-api';
import { formatDate } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { apiFailure } from '@/data/api-errors';
import { DialogButtons } from '@/ui/DialogButtons';
import { Icon } from '@/ui/Icon';
import { ROLE_LABELS } from '@/ui/reference-labels';
import { StatusBar } from '@/ui/StatusBar';

type Intent = 'success' | 'error';
type Asking = 'role' | 'disable' | 'enable' | 'reset' | 'delete' | null;

export interface UserActionsProps {
  user: AdminUser;
  /** Something changed (or failed): what to tell the admin. */
  onChanged: (message: MessageDescriptor, intent?: Intent) => void;
}

/** The server's refusals an admin can act on, in their words. */
async function refusal(error: unknown): Promise<MessageDescriptor> {
  const failure = await apiFailure(error);
  if (failure.code === 'own_account')
    return msg`You cannot remove your own administrator rights or disable your own account. Another administrator can.`;
  if (failure.code === 'account_disabled') return msg`Re-enable the account before sending it a password reset.`;
  if (failure.code === 'clients_linked')
    return msg`This coach's clients have their own accounts linked, and their training is theirs: the coach unlinks them first.`;
  if (failure.status === 0) return msg`Nothing changed: the server cannot be reached.`;
  return msg`Nothing changed. Try again in a moment.`;
}

// A row's menu is pressed with a finger on a tablet too: 44 px, not the small button's 24.
const useStyles = makeStyles({ more: { minWidth: '44px', minHeight: '44px' } });

/** What an admin may do to one account, from a menu; the consequential ones ask first. */
export function UserActions({ user, onChanged }: UserActionsProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const styles = useStyles();
  const [asking, setAsking] = useState<Asking>(null);
  const [role, setRole] = useState<string>(String(user.role_id));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor>();
  const who = user.name || user.email;
  const address = user.email;

  const run = async (action: () => Promise<MessageDescriptor>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const done = await action();
      setAsking(null);
      onChanged(done);
    } catch (error) {
      setProblem(await refusal(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => {
    switch (asking) {
      case 'role': {
        const next = Number(role) as 1 | 2 | 3;
        return run(async () => {
          await updateUser(user.id, { role_id: next });
          const roleName = i18n._(ROLE_LABELS[next]);
          return msg`${who} is now: ${roleName}.`;
        });
      }
      case 'disable':
        return run(async () => {
          await updateUser(user.id, { status: 'disabled' });
          return msg`${who} was disabled and signed out everywhere.`;
        });
      case 'enable':
        return run(async () => {
          await updateUser(user.id, { status: 'active' });
          return msg`${who} can sign in again.`;
        });
      case 'delete':
        return run(async () => {
          const due = await deleteUser(user.id);
          const day = formatDate(localDateOf(new Date(due)), i18n.locale as Locale, 'long');
          return msg`${who} will be erased on ${day}. They were mailed a link that cancels it.`;
        });
      case 'reset':
        return run(async () => {
          await sendPasswordReset(user.id);
          const address = user.email;
          return msg`A link to choose a new password was sent to ${address}.`;
        });
      default:
        return undefined;
    }
  };

  const open = (what: Asking) => {
    setProblem(undefined);
    setRole(String(user.role_id));
    setAsking(what);
  };

  const titles: Record<Exclude<Asking, null>, string> = {
    role: t`Change the role of ${who}`,
    disable: t`Disable ${who}?`,
    enable: t`Enable ${who}?`,
    reset: t`Send ${who} a password reset?`,
    delete: t`Delete ${who}?`,
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            className={styles.more}
            size="small"
            appearance="subtle"
            icon={<Icon path={mdiDotsVertical} />}
            aria-label={t`Actions for ${who}`}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<Icon path={mdiChartBar} />} onClick={() => void navigate(`/admin/users/${user.id}/dashboard`)}>
              {t`Dashboard`}
            </MenuItem>
            <MenuItem icon={<Icon path={mdiShieldAccountOutline} />} onClick={() => open('role')}>
              {t`Change role…`}
            </MenuItem>
            <MenuItem icon={<Icon path={mdiEmailLockOutline} />} onClick={() => open('reset')}>
              {t`Send a password reset…`}
            </MenuItem>
            {user.deletion_due_at ? (
              <MenuItem icon={<Icon path={mdiDeleteClockOutline} />} disabled>
                {t`Deletion scheduled`}
              </MenuItem>
            ) : (
              <MenuItem icon={<Icon path={mdiDeleteOutline} />} onClick={() => open('delete')}>
                {t`Delete the account…`}
              </MenuItem>
            )}
            {user.status === 'disabled' ? (
              <MenuItem icon={<Icon path={mdiAccountCheckOutline} />} onClick={() => open('enable')}>
                {t`Enable the account…`}
              </MenuItem>
            ) : (
              <MenuItem icon={<Icon path={mdiAccountCancelOutline} />} onClick={() => open('disable')}>
                {t`Disable the account…`}
              </MenuItem>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
      {asking && (
        <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && !busy && setAsking(null)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{titles[asking]}</DialogTitle>
              <DialogContent>
                <StatusBar status={problem ? { intent: 'error', message: problem } : undefined} />
                {asking === 'role' && (
                  <Field label={t`Role`} hint={t`What they may see changes at once; their devices download their data again.`}>
                    <Select value={role} onChange={(_event, data) => setRole(data.value)}>
                      {([1, 2, 3] as const).map((id) => (
                        <option key={id} value={String(id)}>
                          {i18n._(ROLE_LABELS[id])}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
                {asking === 'disable' && (
                  <Body1
                    as="p"
                    block
                  >{t`They are signed out on every device at once and cannot sign in until the account is enabled again. Nothing of theirs is deleted.`}</Body1>
                )}
                {asking === 'delete' && (
                  <Body1
                    as="p"
                    block
                  >{t`The account and everything that is only theirs (workouts, measurements, photos, check-ins, messages) are erased in ${DELETION_GRACE_DAYS} days. A mail to ${address} says so, with a link that cancels it until then.`}</Body1>
                )}
                {asking === 'enable' && <Body1 as="p" block>{t`They can sign in again with their password or a linked account.`}</Body1>}
                {asking === 'reset' && (
                  <Body1
                    as="p"
                    block
                  >{t`A mail with a link to choose a new password goes to ${address}. The current password keeps working until then.`}</Body1>
                )}
              </DialogContent>
              <DialogButtons
                action={{
                  label:
                    asking === 'role'
                      ? t`Change role`
                      : asking === 'disable'
                        ? t`Disable`
                        : asking === 'enable'
                          ? t`Enable`
                          : asking === 'delete'
                            ? t`Delete`
                            : t`Send`,
                  disabled: asking === 'role' && role === String(user.role_id),
                  onClick: () => void confirm(),
                }}
                busy={busy}
                onCancel={() => setAsking(null)}
              />
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
