import { makeStyles, Select, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiTranslate } from '@mdi/js';
import { useId } from 'react';
import { chooseLocale } from '@/i18n/activate';
import { isLocale, LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { Icon } from './Icon';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  hiddenLabel: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/** Switches the interface language; the choice is remembered in the locale cookie. */
export function LanguageSwitcher({ onChosen }: { onChosen?: (locale: string) => void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const id = useId();
  return (
    <span className={styles.root}>
      <Icon path={mdiTranslate} />
      <label htmlFor={id} className={styles.hiddenLabel}>
        {t`Language`}
      </label>
      <Select
        id={id}
        size="small"
        value={i18n.locale}
        onChange={(_event, data) => {
          if (isLocale(data.value)) {
            void chooseLocale(data.value).then(() => onChosen?.(data.value));
          }
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </span>
  );
}
