import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  banner: {
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
  },
});

/**
 * Whose session this is, on the coach's device at an in-person session: above the workout and in
 * the set's controls at the bottom of the screen, so nobody logs onto the wrong person.
 */
export function TraineeBanner({ name }: { name: string }) {
  const styles = useStyles();
  return (
    <p className={styles.banner} data-trainee>
      <Trans>Client: {name}</Trans>
    </p>
  );
}
