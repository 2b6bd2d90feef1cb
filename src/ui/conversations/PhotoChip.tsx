import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiClose } from '@mdi/js';
import { useEffect, useMemo } from 'react';
import { Icon } from '@/ui/Icon';

const useStyles = makeStyles({
  chip: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInlineStart: tokens.spacingHorizontalXS,
    marginBottom: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  preview: { width: '40px', height: '40px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
  text: { flex: '1 1 auto', minWidth: 0 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  remove: { minWidth: '44px', minHeight: '44px' },
});

/** The photo chosen for the message being written, over the box, with a way to take it off. */
export function PhotoChip({ file, problem, onRemove }: { file: File; problem?: string; onRemove: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className={styles.chip}>
      <img className={styles.preview} src={url} alt="" />
      <Caption1 className={problem ? `${styles.text} ${styles.problem}` : styles.text} role={problem ? 'alert' : undefined}>
        {problem ?? t`A photo goes with this message`}
      </Caption1>
      <Button
        appearance="subtle"
        className={styles.remove}
        aria-label={t`Remove the photo`}
        icon={<Icon path={mdiClose} />}
        onClick={onRemove}
      />
    </div>
  );
}
