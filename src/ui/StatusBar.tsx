import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiInformationOutline } from '@mdi/js';
import { Icon } from './Icon';

export interface Status {
  intent: 'success' | 'error' | 'info' | 'warning';
  message: MessageDescriptor;
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  error: { backgroundColor: tokens.colorStatusDangerBackground1, border: `1px solid ${tokens.colorStatusDangerBorder1}` },
  success: { backgroundColor: tokens.colorStatusSuccessBackground1, border: `1px solid ${tokens.colorStatusSuccessBorder1}` },
  warning: { backgroundColor: tokens.colorStatusWarningBackground1, border: `1px solid ${tokens.colorStatusWarningBorder1}` },
  info: {},
  icon: { flexShrink: 0, marginTop: '1px' },
  errorIcon: { color: tokens.colorStatusDangerForeground1 },
  successIcon: { color: tokens.colorStatusSuccessForeground1 },
  warningIcon: { color: tokens.colorStatusWarningForeground1 },
  infoIcon: { color: tokens.colorBrandForeground1 },
});

const ICONS = { error: mdiAlertCircleOutline, warning: mdiAlertCircleOutline, success: mdiCheckCircleOutline, info: mdiInformationOutline };

/**
 * The outcome of an action, above its form: errors are announced at once (alert), the rest
 * politely (status). Hand-made rather than Fluent's MessageBar to keep it off the sign-in page's
 * budget; it uses the same status colour tokens.
 */
export function StatusBar({ status }: { status: Status | undefined }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  if (!status) return null;
  return (
    <div className={mergeClasses(styles.bar, styles[status.intent])} role={status.intent === 'error' ? 'alert' : 'status'}>
      <Icon path={ICONS[status.intent]} className={mergeClasses(styles.icon, styles[`${status.intent}Icon`])} />
      <span>{i18n._(status.message)}</span>
    </div>
  );
}
