import { Button, DialogActions, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

export interface DialogAction {
  label: string;
  /** What the button says while the action runs, e.g. "Saving…". */
  busyLabel?: string;
  disabled?: boolean;
  /** Without it the button submits the dialog's form (Enter does the same). */
  onClick?: () => void;
}

export interface DialogButtonsProps {
  /** The dialog's one action; none when only the way out is left. */
  action?: DialogAction;
  /** While the action runs neither button can be pressed again: the answer is on its way. */
  busy: boolean;
  onCancel: () => void;
  /** "Cancel" unless said otherwise (e.g. "Close" once there is nothing left to decide). */
  cancelLabel?: string;
}

// Fingers on phones and tablets: Fluent's buttons are sized for a mouse.
const useStyles = makeStyles({ button: { minHeight: '44px' } });

/** A dialog's primary action and its way out, as every admin dialog offers them. */
export function DialogButtons({ action, busy, onCancel, cancelLabel }: DialogButtonsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <DialogActions>
      {action && (
        <Button
          className={styles.button}
          appearance="primary"
          type={action.onClick ? 'button' : 'submit'}
          disabled={busy || action.disabled}
          onClick={action.onClick}
        >
          {busy && action.busyLabel ? action.busyLabel : action.label}
        </Button>
      )}
      <Button className={styles.button} onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t`Cancel`}
      </Button>
    </DialogActions>
  );
}
