import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Plural, useLingui } from '@lingui/react/macro';
import type { MessageRequest } from '@core/admin-api';
import { DialogButtons } from '@/ui/DialogButtons';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS, '& p': { margin: 0 } },
  subject: { overflowWrap: 'anywhere' },
});

export interface SendDialogProps {
  /** Exactly what will be sent: what the admin confirms is what goes out. */
  request: MessageRequest;
  recipients: number;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last question before a message goes out, naming how many people it reaches and how. */
export function SendDialog({ request, recipients, sending, onConfirm, onCancel }: SendDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const { app, email } = request.channels;
  const subject = request.subject;
  const how = app && email ? t`It arrives in the app and by e-mail.` : app ? t`It arrives in the app.` : t`It arrives by e-mail.`;
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !sending && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Plural value={recipients} one="Send to # person?" other="Send to # people?" />
          </DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p" block weight="semibold" className={styles.subject}>
              {t`Subject: ${subject}`}
            </Text>
            <Text as="p" block>
              {how}
            </Text>
            <Text as="p" block>{t`A sent message cannot be taken back.`}</Text>
          </DialogContent>
          <DialogButtons action={{ label: t`Send`, busyLabel: t`Sending…`, onClick: onConfirm }} busy={sending} onCancel={onCancel} />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
