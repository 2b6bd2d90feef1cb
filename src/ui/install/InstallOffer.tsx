import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { mdiCellphoneArrowDown, mdiClose } from '@mdi/js';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Icon } from '@/ui/Icon';
import { readSetting, SETTING_KEYS, subscribeSetting, writeSetting } from '@/data/local-settings';
import { promptInstall, useInstallWay } from './install-prompt';

const useStyles = makeStyles({
  offer: { marginBottom: tokens.spacingVerticalL },
  action: { minHeight: '44px', minWidth: '44px' },
  plain: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

const DISMISSED = 'dismissed';
const subscribeDismissed = (callback: () => void) => subscribeSetting(SETTING_KEYS.installOffer, callback);
const readDismissed = () => readSetting(SETTING_KEYS.installOffer) === DISMISSED;

/**
 * "Install Treneris": the browser's install dialog where it has one, the Share → Add to Home
 * Screen steps on iOS, nothing in the installed app. On the home page it can be closed for good
 * on this device; the profile always has it (without the close), for whoever changes their mind.
 */
export function InstallOffer({ place }: { place: 'home' | 'profile' }) {
  const { t } = useLingui();
  const styles = useStyles();
  const way = useInstallWay();
  const dismissed = useSyncExternalStore(subscribeDismissed, readDismissed);
  if (way === null || (place === 'home' && dismissed)) return null;
  const text =
    way === 'ios' ? (
      <Trans>
        Keep Treneris on your home screen: it opens like an app and works with no network. In Safari, tap Share, then{' '}
        <strong>Add to Home Screen</strong>.
      </Trans>
    ) : (
      <Trans>Keep Treneris on your home screen: it opens like an app and works with no network.</Trans>
    );
  const install =
    way === 'prompt' ? (
      <Button
        className={styles.action}
        appearance="primary"
        icon={<Icon path={mdiCellphoneArrowDown} />}
        onClick={() => void promptInstall()}
      >
        {t`Install Treneris`}
      </Button>
    ) : null;
  if (place === 'profile') {
    return (
      <div className={styles.plain} role="group" aria-label={t`Install Treneris`}>
        <Body1 as="p">{text}</Body1>
        {install}
      </div>
    );
  }
  return (
    <MessageBar className={styles.offer} intent="info" layout="multiline" role="region" aria-label={t`Install Treneris`}>
      <MessageBarBody>
        <MessageBarTitle>{t`Install Treneris`}</MessageBarTitle>
        {text}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            className={styles.action}
            appearance="transparent"
            icon={<Icon path={mdiClose} />}
            aria-label={t`Do not offer again`}
            onClick={() => writeSetting(SETTING_KEYS.installOffer, DISMISSED)}
          />
        }
      >
        {install}
      </MessageBarActions>
    </MessageBar>
  );
}
