import { Body1, Body1Strong, Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiChartLine } from '@mdi/js';
import { Icon } from '@/ui/Icon';
import { useDockStyles as useStyles } from '../pwa/dock-styles';
import type { ConsentChoice } from './tags';

/**
 * Asks once whether usage may be measured. Declining is as easy as agreeing, and nothing is loaded
 * before an answer (GDPR and the ePrivacy rules: the product serves EU users). Its own chunk.
 */
export default function ConsentBar({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.dock}>
      <section className={styles.bar} aria-labelledby="consent-title" data-testid="analytics-consent">
        <Icon path={mdiChartLine} className={styles.icon} />
        <div className={styles.text}>
          <Body1Strong id="consent-title" as="h2">
            {t`May we measure how the app is used?`}
          </Body1Strong>
          <Body1>{t`Google Analytics counts visits and clicks so we can improve Treneris. Nothing is measured unless you agree. You can change this in your profile.`}</Body1>
        </div>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => onChoose('granted')}>
            {t`Agree`}
          </Button>
          <Button onClick={() => onChoose('denied')}>{t`Decline`}</Button>
        </div>
      </section>
    </div>
  );
}
