import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The button that opens the question, e.g. "Delete client". */
  label: string;
  title: string;
  children: ReactNode;
  /** The confirming action's label, e.g. "Delete". */
  confirm: string;
  onConfirm: () => void;
  /** For the opening button, e.g. a touch-sized one. */
  className?: string;
  disabled?: boolean;
}

/** A destructive action asked about first: the question names what happens, Cancel is always there. */
export function ConfirmButton({ label, title, children, confirm, onConfirm, className, disabled }: ConfirmButtonProps) {
  const { t } = useLingui();
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button className={className} disabled={disabled}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {/* The question closes with the answer: a screen that stays (a list, a calendar) must not keep it open. */}
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary" onClick={onConfirm}>
                {confirm}
              </Button>
            </DialogTrigger>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t`Cancel`}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
