import { Body1, Subtitle1 } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Profile } from '@sync/auth';
import { PROVIDER_NAMES } from '@sync/auth-constants';
import { fetchProfile } from '@/data/auth-api';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { useSectionStyles } from '@/ui/section-styles';
import { StatusBar } from '@/ui/StatusBar';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeviceDataSection } from './DeviceDataSection';
import { DeviceStorage } from './DeviceStorage';
import { OwnGymEquipment } from './OwnGymEquipment';
import { ProfileForm } from './ProfileForm';
import { UsageMeasurement } from './UsageMeasurement';

export default function ProfilePage() {
  const { t } = useLingui();
  const styles = useSectionStyles();
  const title = useRouteTitle();
  const [profile, setProfile] = useState<Profile>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    fetchProfile().then(
      (loaded) => active && setProfile(loaded),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {failed ? <StatusBar status={{ intent: 'error', message: msg`Failed to fetch profile` }} /> : null}
      {!profile && !failed ? <PageLoading /> : null}
      {profile ? (
        <>
          <section className={styles.section} aria-labelledby="profile-details">
            <Subtitle1 as="h2" id="profile-details" className={styles.heading}>
              {t`Your details`}
            </Subtitle1>
            <ProfileForm profile={profile} onSaved={setProfile} />
          </section>
          <section className={styles.section} aria-labelledby="profile-password">
            <Subtitle1 as="h2" id="profile-password" className={styles.heading}>
              {profile.has_password ? t`Change password` : t`Set a password`}
            </Subtitle1>
            <ChangePasswordForm hasPassword={profile.has_password} />
          </section>
          <section className={styles.section} aria-labelledby="profile-sign-in">
            <Subtitle1 as="h2" id="profile-sign-in" className={styles.heading}>
              {t`Sign-in methods`}
            </Subtitle1>
            <Body1 as="p">
              {profile.identities.length > 0
                ? t`Linked accounts: ${profile.identities.map((provider) => PROVIDER_NAMES[provider]).join(', ')}`
                : t`No external accounts are linked. Signing in with Google, Microsoft, Apple, GitHub or LinkedIn under this e-mail address links them.`}
            </Body1>
          </section>
        </>
      ) : null}
      <OwnGymEquipment />
      {/* Local facts: shown even when the profile cannot be loaded (offline). */}
      <section className={styles.section} aria-labelledby="profile-device">
        <Subtitle1 as="h2" id="profile-device" className={styles.heading}>
          {t`This device`}
        </Subtitle1>
        <DeviceStorage />
        <DeviceDataSection />
        <UsageMeasurement />
      </section>
    </>
  );
}
