import { Body1 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PublicConfig } from '@core/auth';
import { PROVIDER_NAMES, PROVIDERS, type Provider } from '@core/auth-constants';
import { fetchPublicConfig } from '@/data/public-config';

/** The providers this server lets people sign in with (their public ids are configured). */
export function configuredProviders(config: PublicConfig): Provider[] {
  return PROVIDERS.filter((provider) => Boolean(config[`${provider}_client_id`]));
}

/**
 * The accounts linked to this one, and the sign-in methods that would link more: only those this
 * server has set up, so nobody is told to try a button the sign-in page does not show.
 */
export function SignInMethods({
  linked,
  loadConfig = fetchPublicConfig,
}: {
  linked: readonly Provider[];
  loadConfig?: typeof fetchPublicConfig;
}) {
  const { t } = useLingui();
  const [configured, setConfigured] = useState<Provider[]>();

  useEffect(() => {
    let active = true;
    loadConfig().then(
      (config) => active && setConfigured(configuredProviders(config)),
      () => active && setConfigured([]),
    );
    return () => {
      active = false;
    };
  }, [loadConfig]);

  const names = (providers: readonly Provider[]) => providers.map((provider) => PROVIDER_NAMES[provider]).join(', ');
  const more = (configured ?? []).filter((provider) => !linked.includes(provider));
  return (
    <>
      <Body1 as="p" block>
        {linked.length > 0 ? t`Linked accounts: ${names(linked)}` : t`No external accounts are linked.`}
      </Body1>
      {configured !== undefined && (
        <Body1 as="p" block>
          {more.length > 0
            ? t`Signing in with ${names(more)} under this e-mail address links it.`
            : linked.length === 0
              ? t`You sign in with your e-mail address and password.`
              : null}
        </Body1>
      )}
    </>
  );
}
