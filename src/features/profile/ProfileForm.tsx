import { Button, Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import type { Profile, ProfileUpdate } from '@core/auth';
import { apiFailure } from '@/data/api-errors';
import { saveProfile } from '@/data/auth-api';
import { today } from '@/i18n/date-format';
import { TextField } from '@/ui/form/TextField';
import { useField, validateAll } from '@/ui/form/use-field';
import { NOT_VALID, required } from '@/ui/form/validators';
import { LocaleOptions } from '@/ui/LocaleOptions';
import { notify } from '@/ui/feedback/notify';
import { applyProfilePreferences } from '@/ui/preferences';
import { resetThemeAtom } from '@/theme/theme-store';
import { CountrySelect } from '@/ui/form/CountrySelect';
import { isPhoneValid } from '@/ui/form/phone';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  // Fields start at the row's top, as in the client form: a select beside an input with a message line would sit lower.
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    gridTemplateColumns: '1fr',
    '@media (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

const FAILED_TO_UPDATE = msg`Failed to update profile`;

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const store = useStore();
  const name = useField(profile.name, [required]);
  const phoneCountry = useField(profile.phone_country ?? 'LV');
  const phone = useField(profile.phone ?? '', [
    (value) =>
      value.trim() === '' || isPhoneValid(value, phoneCountry.value) ? undefined : msg`Enter a phone number valid for the chosen country`,
  ]);
  const language = useField(profile.preferred_language ?? '');
  const theme = useField(profile.theme_preference ?? '');
  const weightUnit = useField(profile.weight_unit);
  const lengthUnit = useField(profile.length_unit);
  const birthDate = useField(profile.birth_date ?? '', [
    (value) => (value === '' || (value >= '1900-01-01' && value <= today()) ? undefined : msg`Enter a date in the past`),
  ]);
  const bio = useField(profile.bio ?? '');
  const [busy, setBusy] = useState(false);
  const isCoach = profile.role_id !== 3;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validateAll([name, phone, birthDate])) return;
    const update: ProfileUpdate = {
      name: name.value,
      phone_country: phone.value.trim() ? phoneCountry.value : null,
      phone: phone.value.trim() || null,
      preferred_language: language.value === 'en-US' || language.value === 'lv-LV' ? language.value : null,
      theme_preference: theme.value === 'light' || theme.value === 'dark' ? theme.value : null,
      weight_unit: weightUnit.value === 'lb' ? 'lb' : 'kg',
      length_unit: lengthUnit.value === 'in' ? 'in' : 'cm',
      birth_date: birthDate.value || null,
      bio: bio.value.trim() || null,
    };
    setBusy(true);
    try {
      const saved = await saveProfile(update);
      await applyProfilePreferences(store, saved);
      // Choosing "Follow the system" here is a choice for this device too (docs/product.md §4: reset).
      if (saved.theme_preference === null && profile.theme_preference !== null) store.set(resetThemeAtom);
      onSaved(saved);
      notify({ intent: 'success', message: msg`Your profile has been saved.` });
    } catch (caught) {
      const failure = await apiFailure(caught);
      const fields = { name, phone, phone_country: phoneCountry, birth_date: birthDate } as const;
      for (const key of Object.keys(failure.fields)) if (key in fields) fields[key as keyof typeof fields].setError(NOT_VALID);
      notify({ intent: 'error', message: FAILED_TO_UPDATE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Profile details`}>
      <Field label={t`E-mail`} hint={t`Your e-mail address is your sign-in name and cannot be changed here.`}>
        <Input value={profile.email} readOnly />
      </Field>
      <TextField field={name} label={t`Name`} autoComplete="name" required />
      <div className={styles.row}>
        <CountrySelect field={phoneCountry} />
        <TextField field={phone} label={t`Phone`} type="tel" autoComplete="tel-national" inputMode="tel" />
      </div>
      <div className={styles.row}>
        <Field label={t`Language`}>
          <Select {...language.choiceProps}>
            <option value="">{t`As on this device`}</option>
            <LocaleOptions />
          </Select>
        </Field>
        <Field label={t`Theme`}>
          <Select {...theme.choiceProps}>
            <option value="">{t`Follow the system`}</option>
            <option value="light">{t`Light`}</option>
            <option value="dark">{t`Dark`}</option>
          </Select>
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t`Weight unit`}>
          <Select {...weightUnit.choiceProps}>
            <option value="kg">{t`Kilograms (kg)`}</option>
            <option value="lb">{t`Pounds (lb)`}</option>
          </Select>
        </Field>
        <Field label={t`Length unit`}>
          <Select {...lengthUnit.choiceProps}>
            <option value="cm">{t`Centimetres (cm)`}</option>
            <option value="in">{t`Inches (in)`}</option>
          </Select>
        </Field>
      </div>
      <div className={styles.row}>
        <TextField field={birthDate} label={t`Date of birth`} type="date" autoComplete="bday" />
      </div>
      {isCoach ? (
        <Field label={t`About you`} hint={t`Shown to your clients.`}>
          <Textarea value={bio.value} onChange={(_event, data) => bio.setValue(data.value)} resize="vertical" rows={4} />
        </Field>
      ) : null}
      <div>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t`Save profile`}
        </Button>
      </div>
    </form>
  );
}
