import { Body1, Body1Strong, Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiUpdate } from '@mdi/js';
import { Icon } from '@/ui/Icon';
import { useDockStyles } from './dock-styles';

/**
 * A newer version of the app, open in another tab, upgraded this device's database; this tab let
 * go of it so the upgrade could run, and must reload before it can read or save anything again.
 * Nothing is lost: every change was saved before the connection closed.
 */
export default function DatabaseUpgradedNotice() {
  const { t } = useLingui();
  const styles = useDockStyles();
  return (
    <div className={styles.dock}>
      <div className={styles.bar} role="alert" data-testid="database-upgraded">
        <Icon path={mdiUpdate} className={styles.icon} />
        <div className={styles.text}>
          <Body1Strong>{t`This app was updated in another tab`}</Body1Strong>
          <Body1>{t`Reload to continue. Your changes are saved.`}</Body1>
        </div>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => window.location.reload()}>
            {t`Reload`}
          </Button>
        </div>
      </div>
    </div>
  );
}
