import { Checkbox, Body1 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isTrustedDevice, setTrustedDevice } from '@/data/device-data';
import { sessionAtom } from '@/data/session';

/** Whether this device keeps the user's data after they sign out (sync/SPEC.md C8). */
export function DeviceDataSection() {
  const { t } = useLingui();
  const userId = useAtomValue(sessionAtom)?.userId;
  const [trusted, setTrusted] = useState<boolean>();
  useEffect(() => {
    if (userId) void isTrustedDevice(userId).then(setTrusted);
  }, [userId]);
  if (!userId || trusted === undefined) return null;
  return (
    <>
      <Checkbox
        checked={trusted}
        label={t`Keep my data on this device after I sign out (only on a device no one else uses)`}
        onChange={(_event, data) => {
          const next = data.checked === true;
          setTrusted(next);
          void setTrustedDevice(userId, next);
        }}
      />
      <Body1 as="p" block>{t`Otherwise your data is removed from this device when you sign out, once everything is synced.`}</Body1>
    </>
  );
}
