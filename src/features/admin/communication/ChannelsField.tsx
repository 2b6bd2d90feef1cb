import { Checkbox, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertCircle } from '@mdi/js';
import { Icon } from '@/ui/Icon';
import type { Channels, ChoiceState } from './use-compose';

// See TextField: the message line keeps its height so the page does not shift under the pointer.
const RESERVED = '\u00a0';

const useStyles = makeStyles({
  // A fieldset rather than Fluent's Field: a Field gives its one id and label to every control in
  // it, so two checkboxes would share an id and both be named "Channels".
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  message: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** How the message travels: in the app, by e-mail, or both. */
export function ChannelsField({ channels }: { channels: ChoiceState<Channels> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { value, error } = channels;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': 'communication-channels-message' } : {};
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {t`Channels`}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.choices}>
        <Checkbox
          label={t`In the app`}
          checked={value.app}
          onChange={(_event, data) => channels.change({ ...value, app: data.checked === true })}
          {...described}
        />
        <Checkbox
          label={t`By e-mail`}
          checked={value.email}
          onChange={(_event, data) => channels.change({ ...value, email: data.checked === true })}
          {...described}
        />
      </div>
      <Text
        id="communication-channels-message"
        className={mergeClasses(styles.message, error && styles.error)}
        role={error ? 'alert' : undefined}
      >
        {error && <Icon path={mdiAlertCircle} size={12} />}
        {error ? i18n._(error) : RESERVED}
      </Text>
    </fieldset>
  );
}
