import { Body1, Button, Checkbox } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { readSetting, SETTING_KEYS, subscribeSetting, writeSetting } from '@/data/local-settings';
import { fetchPublicConfig } from '@/data/public-config';

/**
 * The analytics consent given in the bar, changeable at any time (GDPR: withdrawing is as easy as
 * giving). Shown only where the server measures at all.
 */
export function UsageMeasurement({ loadConfig = fetchPublicConfig }: { loadConfig?: typeof fetchPublicConfig }) {
  const { t } = useLingui();
  const [configured, setConfigured] = useState(false);
  const [choice, setChoice] = useState(() => readSetting(SETTING_KEYS.analyticsConsent));
  const [withdrawn, setWithdrawn] = useState(false);

  useEffect(() => {
    loadConfig().then(
      (config) => setConfigured(Boolean(config.analytics_id ?? config.tag_manager_id)),
      () => undefined,
    );
  }, [loadConfig]);
  useEffect(() => subscribeSetting(SETTING_KEYS.analyticsConsent, setChoice), []);

  if (!configured) return null;
  return (
    <>
      <Checkbox
        checked={choice === 'granted'}
        label={t`Allow measuring how I use the app (Google Analytics) on this device`}
        onChange={(_event, data) => {
          const granted = data.checked === true;
          // Scripts already running cannot be unloaded; a reload leaves them out.
          if (!granted && choice === 'granted') setWithdrawn(true);
          writeSetting(SETTING_KEYS.analyticsConsent, granted ? 'granted' : 'denied');
        }}
      />
      {withdrawn && (
        <Body1 as="p" block role="status">
          {t`Measuring stops when the page reloads.`}{' '}
          <Button size="small" onClick={() => window.location.reload()}>
            {t`Reload now`}
          </Button>
        </Body1>
      )}
    </>
  );
}
