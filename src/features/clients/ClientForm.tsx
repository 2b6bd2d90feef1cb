import { Field, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/ui/form/TextField';
import { CountrySelect } from '@/ui/form/CountrySelect';
import type { ClientFields } from './client-form-state';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '640px' },
  // Fields start at the row's top: stretched to the row's height, a select without a message line
  // spreads the spare height over its label and control and sits lower than the input beside it.
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    gridTemplateColumns: '1fr',
    '@media (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

/** The fields of a client, for the new-client dialog and the client's page alike. */
export function ClientForm({ fields }: { fields: ClientFields }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      <TextField field={fields.name} label={t`Name`} required autoComplete="off" />
      <div className={styles.row}>
        <TextField field={fields.email} label={t`E-mail`} type="email" autoComplete="off" />
        <TextField field={fields.birthDate} label={t`Date of birth`} type="date" />
      </div>
      <div className={styles.row}>
        <CountrySelect field={fields.phoneCountry} />
        <TextField field={fields.phone} label={t`Phone`} type="tel" inputMode="tel" />
      </div>
      <div className={styles.row}>
        <Field label={t`Status`}>
          <Select {...fields.status.choiceProps}>
            <option value="active">{t`Active`}</option>
            <option value="paused">{t`Paused`}</option>
            <option value="archived">{t`Archived`}</option>
          </Select>
        </Field>
        <TextField field={fields.sessionsPerWeek} label={t`Sessions per week`} inputMode="numeric" />
      </div>
      <Field label={t`Goals`}>
        <Textarea value={fields.goals.value} onChange={(_event, data) => fields.goals.setValue(data.value)} resize="vertical" rows={2} />
      </Field>
      <Field label={t`Private notes`} hint={t`Only you see these; the client never does.`}>
        <Textarea value={fields.notes.value} onChange={(_event, data) => fields.notes.setValue(data.value)} resize="vertical" rows={3} />
      </Field>
    </div>
  );
}
