import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiOpenInNew } from '@mdi/js';
import { HTTPS_LINK } from '@core/records/links';
import { Icon } from '../Icon';

const useStyles = makeStyles({
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '44px' },
});

/** The opened tab gets neither this window (`noopener`) nor the address it came from (`noreferrer`). */
const NEW_TAB_REL = 'noopener noreferrer';

/**
 * "Watch the video": an exercise's video opens in a new tab, never embedded, so a page or the
 * player loads no video site's code, and offline the link simply does not load.
 */
export function VideoLink({ url, className }: { url: string | null | undefined; className?: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  // The schema lets only https through; a record from before it (or none) shows no link.
  if (!url || !HTTPS_LINK.test(url)) return null;
  return (
    <Link className={mergeClasses(styles.link, className)} href={url} target="_blank" rel={NEW_TAB_REL}>
      {t`Watch the video`}
      <Icon path={mdiOpenInNew} label={t`(opens in a new tab)`} size={16} />
    </Link>
  );
}
