import { Body1 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

/**
 * In place of an empty list's advice until this device's first sync has finished
 * (useFirstSyncDone): the list may be empty only because its records are on their way.
 */
export function StillArriving() {
  const { t } = useLingui();
  return (
    <Body1 as="p" role="status">
      {t`Your data is still arriving on this device. It shows here as soon as it is in.`}
    </Body1>
  );
}
