import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiApple, mdiGithub, mdiLinkedin, mdiMicrosoft } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { PublicConfig } from '@core/auth';
import { fetchPublicConfig } from '@/data/public-config';
import { activeThemeAtom } from '@/theme/theme-store';
import { Icon } from '@/ui/Icon';
import { offersAnyProvider } from './missing';
import { githubAuthorizeUrl, linkedinAuthorizeUrl, microsoftAuthorizeUrl } from './redirects';
import { mountGoogleButton, signInWithApple } from './scripts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
  google: { minHeight: '44px', display: 'flex', justifyContent: 'center' },
  // A rule with a word in it; Fluent's Divider would add 9 KB to the sign-in page for this.
  or: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground2,
    '::before': { content: '""', flexGrow: 1, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
    '::after': { content: '""', flexGrow: 1, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  },
});

export interface ProviderButtonsProps {
  redirect: string;
  onIdToken: (provider: 'google' | 'apple', idToken: string, nonce: string) => void;
  onError: (error: unknown) => void;
}

/** The providers this server has client ids for; nothing at all when none are configured. */
export function ProviderButtons({ redirect, onIdToken, onError }: ProviderButtonsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const dark = useAtomValue(activeThemeAtom) === 'dark';
  const [config, setConfig] = useState<PublicConfig>();
  const googleSlot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    fetchPublicConfig()
      .then((loaded) => {
        if (active) setConfig(loaded);
      })
      // Offline, or the server is down: password sign-in still shows; providers need the network anyway.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!config?.google_client_id || !googleSlot.current) return;
    mountGoogleButton(config, googleSlot.current, { locale: i18n.locale, dark, redirect }, (idToken, nonce) =>
      onIdToken('google', idToken, nonce),
    ).catch(onError);
  }, [config, dark, i18n.locale, redirect, onIdToken, onError]);

  if (!config) return null;
  const go = (url: string | undefined) => {
    if (url) window.location.assign(url);
  };
  const any = offersAnyProvider(config);
  if (!any) return null;
  return (
    <section aria-label={t`Other ways to sign in`}>
      <div className={styles.or}>{t`or`}</div>
      <div className={styles.list}>
        {config.google_client_id ? <div ref={googleSlot} className={styles.google} /> : null}
        {config.microsoft_client_id ? (
          <Button icon={<Icon path={mdiMicrosoft} />} onClick={() => void microsoftAuthorizeUrl(config, redirect).then(go, onError)}>
            {t`Sign in with Microsoft`}
          </Button>
        ) : null}
        {config.apple_client_id ? (
          <Button
            icon={<Icon path={mdiApple} />}
            onClick={() =>
              void signInWithApple(config, redirect).then((result) => {
                if (result) onIdToken('apple', result.idToken, result.nonce);
              }, onError)
            }
          >
            {t`Sign in with Apple`}
          </Button>
        ) : null}
        {config.github_client_id ? (
          <Button icon={<Icon path={mdiGithub} />} onClick={() => go(githubAuthorizeUrl(config, redirect))}>
            {t`Sign in with GitHub`}
          </Button>
        ) : null}
        {config.linkedin_client_id ? (
          <Button icon={<Icon path={mdiLinkedin} />} onClick={() => go(linkedinAuthorizeUrl(config, redirect))}>
            {t`Sign in with LinkedIn`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
