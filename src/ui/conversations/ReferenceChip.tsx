import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiClose } from '@mdi/js';
import type { MessageReference } from '@/data/message-references';
import { Icon } from '@/ui/Icon';
import { useDescribed, type Reader } from './ReferenceCard';

const useStyles = makeStyles({
  chip: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 0 0 ${tokens.spacingHorizontalS}`,
    marginBottom: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  icon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  text: { flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  remove: { minWidth: '44px', minHeight: '44px' },
});

/** What the message being written is about, over the box, with a way to take it off. */
export function ReferenceChip({ reference, reader, onRemove }: { reference: MessageReference; reader: Reader; onRemove: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const { kind, title, detail, icon } = useDescribed(reference, reader);
  return (
    <div className={styles.chip}>
      <Icon path={icon} className={styles.icon} />
      <Caption1 className={styles.text}>
        {kind}: <strong>{title}</strong> · {detail}
      </Caption1>
      <Button
        appearance="subtle"
        className={styles.remove}
        aria-label={t`Not about ${title}`}
        icon={<Icon path={mdiClose} />}
        onClick={onRemove}
      />
    </div>
  );
}
