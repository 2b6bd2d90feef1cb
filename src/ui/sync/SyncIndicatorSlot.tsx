import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  // The indicator's size on a phone (an icon button, 44 px as every header button), so that the
  // header's other controls do not move when it appears (a layout shift on every signed-in page).
  slot: { display: 'inline-block', flexShrink: 0, width: '44px', height: '44px' },
});

/** Holds the sync indicator's place while its code or the sync state loads. */
export function SyncIndicatorSlot() {
  const styles = useStyles();
  return <span className={styles.slot} aria-hidden="true" />;
}
