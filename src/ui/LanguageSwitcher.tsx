import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiTranslate } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { sessionAtom } from '@/data/session';
import { choosePersonLocale } from '@/i18n/activate';
import { isLocale } from '@/i18n/locales';
import { Icon } from './Icon';
import { NARROW_SCREEN, TOUCH } from './screen';
import { LocaleOptions } from './LocaleOptions';
import { NativeSelect } from './NativeSelect';

// The HTTP client (ky) is not part of the first download: it loads when first used.
const authApi = () => import('@/data/auth-api');

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // The select says what it is; the icon is decoration a phone cannot spare the room for.
  icon: { display: 'inline-flex', [NARROW_SCREEN]: { display: 'none' } },
  select: { [TOUCH]: { minHeight: '44px' } },
  hiddenLabel: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * Switches the interface language; the choice is remembered in the locale cookie and, when signed
 * in, in the profile, whose language wins at the next sign-in (docs/product.md §9).
 */
export function useChooseLanguage(): (locale: string) => void {
  const signedIn = useAtomValue(sessionAtom) !== null;
  return (locale) => {
    if (!isLocale(locale)) return;
    void choosePersonLocale(locale);
    // Best effort: offline, the cookie still holds the choice on this device.
    if (signedIn)
      void authApi()
        .then(({ savePreference }) => savePreference({ preferred_language: locale }))
        .catch(() => undefined);
  };
}

/** The header's language select (on a phone the account menu offers the same choice). */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const choose = useChooseLanguage();
  const styles = useStyles();
  const id = useId();
  return (
    <span className={styles.root}>
      <span className={styles.icon}>
        <Icon path={mdiTranslate} />
      </span>
      <label htmlFor={id} className={styles.hiddenLabel}>
        {t`Language`}
      </label>
      <NativeSelect id={id} className={styles.select} value={i18n.locale} onChange={(event) => choose(event.target.value)}>
        <LocaleOptions />
      </NativeSelect>
    </span>
  );
}
