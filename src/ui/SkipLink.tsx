import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    left: '8px',
    top: '-48px',
    zIndex: 1000,
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    ':focus': { top: '8px' },
  },
});

/** Lets keyboard users jump past the header straight to the page content. */
export function SkipLink() {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <a href="#main" className={styles.link}>
      {t`Skip to content`}
    </a>
  );
}
