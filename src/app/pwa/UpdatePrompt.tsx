import { Body1, Body1Strong, Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiClose, mdiUpdate } from '@mdi/js';
import { useState } from 'react';
import { Icon } from '@/ui/Icon';
import { useDockStyles as useStyles } from './dock-styles';
import type { UpdateOffer } from './service-worker';

/**
 * 'A new version is available' with Reload, docked at the bottom where it covers the least. Its
 * own chunk, loaded only when an update waits. Later hides it until the next page load. Built from
 * Fluent's Button and tokens like src/ui/StatusBar rather than MessageBar, whose extra shared chunks
 * would otherwise be listed on (and re-split) every first screen.
 */
export default function UpdatePrompt({ offer, onLater }: { offer: UpdateOffer; onLater: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.dock}>
      <div className={styles.bar} role="status" aria-labelledby="update-prompt-title" data-testid="update-prompt">
        <Icon path={mdiUpdate} className={styles.icon} />
        <div className={styles.text}>
          <Body1Strong id="update-prompt-title">{t`A new version is available`}</Body1Strong>
          <Body1>{t`Reload to start using it.`}</Body1>
        </div>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              offer.apply();
            }}
          >
            {t`Reload`}
          </Button>
          <Button appearance="subtle" aria-label={t`Later`} title={t`Later`} icon={<Icon path={mdiClose} />} onClick={onLater} />
        </div>
      </div>
    </div>
  );
}
