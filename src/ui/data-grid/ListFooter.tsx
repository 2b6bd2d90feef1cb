import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Plural, useLingui } from '@lingui/react/macro';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Icon } from '@/ui/Icon';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  pages: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** How many results there are (announced politely when it changes). */
export function ResultCount({ total }: { total: number }) {
  return (
    <Text as="p" block role="status">
      <Plural value={total} one="# result" other="# results" />
    </Text>
  );
}

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next pages of a server list, saying where in the list this page is. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.footer} aria-label={t`Pages`}>
      <Text>{t`Showing ${first}–${last} of ${total}`}</Text>
      <div className={styles.pages}>
        <Button icon={<Icon path={mdiChevronLeft} />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t`Previous`}
        </Button>
        <Text>{t`Page ${page} of ${pages}`}</Text>
        <Button icon={<Icon path={mdiChevronRight} />} iconPosition="after" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t`Next`}
        </Button>
      </div>
    </nav>
  );
}
