import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { mdiProgressWrench } from '@mdi/js';
import { Icon } from '@/ui/Icon';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';

const useStyles = makeStyles({
  note: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', color: tokens.colorNeutralForeground2 },
});

/** Stands in for screens whose capability has not been built yet, saying so plainly. */
export default function PendingPage() {
  const title = useRouteTitle();
  const styles = useStyles();
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <Body1 as="p" className={styles.note}>
        <Icon path={mdiProgressWrench} />
        <Trans>This part of Treneris is not available yet.</Trans>
      </Body1>
    </section>
  );
}
