import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { allowNotifications } from './cues';
import type { PlayerPrefs } from './use-player-prefs';

const useStyles = makeStyles({
  box: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingBlock: tokens.spacingVerticalS },
  summary: { minHeight: '44px', display: 'flex', alignItems: 'center', cursor: 'pointer', fontWeight: tokens.fontWeightSemibold },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  toggle: { minHeight: '44px' },
});

export interface PlayerSettingsProps {
  prefs: PlayerPrefs;
  onChange: (key: keyof PlayerPrefs, on: boolean) => void;
}

/** Sound, the awake screen and notifications, kept on this device. Memoized: the session renders with every set. */
export const PlayerSettings = memo(function PlayerSettings({ prefs, onChange }: PlayerSettingsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const [refused, setRefused] = useState(false);
  return (
    <details className={styles.box}>
      <summary className={styles.summary}>{t`Sound and screen`}</summary>
      <div className={styles.list}>
        <Switch
          className={styles.toggle}
          checked={prefs.sound}
          label={t`Sound at the end of a rest`}
          onChange={(_, data) => onChange('sound', data.checked)}
        />
        <Switch
          className={styles.toggle}
          checked={prefs.wakeLock}
          label={t`Keep the screen on during the workout`}
          onChange={(_, data) => onChange('wakeLock', data.checked)}
        />
        <Switch
          className={styles.toggle}
          checked={prefs.notify && !refused}
          label={
            refused
              ? t`Notify me when a rest ends (blocked in the browser settings)`
              : t`Notify me when a rest ends while I am in another app`
          }
          onChange={(_, data) => {
            if (!data.checked) {
              onChange('notify', false);
              return;
            }
            void allowNotifications().then((allowed) => {
              setRefused(!allowed);
              onChange('notify', allowed);
            });
          }}
        />
      </div>
    </details>
  );
});
