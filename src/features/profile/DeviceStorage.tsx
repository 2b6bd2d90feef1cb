import { Body1, Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { readDeviceStorage, requestPersistentStorage, type DeviceStorageState } from '@/data/device-storage';
import { formatStorageSize } from './storage-size';

/**
 * How this device keeps the data (docs/architecture.md §8): whether the browser may evict it, how much space it
 * uses, and which version of the app is running.
 */
export function DeviceStorage() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<DeviceStorageState>();
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    let active = true;
    void readDeviceStorage().then((read) => active && setState(read));
    return () => {
      active = false;
    };
  }, []);

  const askToPersist = async () => {
    setRefused((await requestPersistentStorage()) !== true);
    setState(await readDeviceStorage());
  };

  const size = (bytes: number | null) => (bytes === null ? null : formatStorageSize(bytes, i18n.locale));
  const used = size(state?.usageBytes ?? null);
  const quota = size(state?.quotaBytes ?? null);
  const version = __APP_BUILD__;
  return (
    <>
      <div aria-live="polite" data-testid="device-storage">
        {state?.persisted === true ? (
          <Body1 as="p" block>{t`Stored persistently: the browser will not delete this data to free up space.`}</Body1>
        ) : null}
        {state?.persisted === false ? (
          <>
            <Body1
              as="p"
              block
            >{t`Not stored persistently: the browser may delete this data when space runs low, with any unsynced changes.`}</Body1>
            <p>
              <Button onClick={() => void askToPersist()}>{t`Keep data on this device`}</Button>
            </p>
            {refused ? <Body1 as="p" block>{t`The browser did not allow it; installing the app usually helps.`}</Body1> : null}
          </>
        ) : null}
        {state && state.persisted === null ? <Body1 as="p" block>{t`This browser does not tell whether it keeps this data.`}</Body1> : null}
        {used !== null && quota !== null ? <Body1 as="p" block>{t`Using ${used} of ${quota}.`}</Body1> : null}
      </div>
      <Body1 as="p" block>{t`App version: ${version}`}</Body1>
    </>
  );
}
