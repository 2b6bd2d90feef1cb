import { Subtitle1 } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Profile } from '@core/auth';
import { fetchProfile, rememberedProfile } from '@/data/auth-api';
import { requireCatalogPart } from '@/i18n/activate';
import { InstallOffer } from '@/ui/install/InstallOffer';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { useSectionStyles } from '@/ui/section-styles';
import { StatusBar } from '@/ui/StatusBar';
import { LazyAccountDeletionSection, LazyOwnDataDownload } from '@/ui/account/LazyAccount';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeviceDataSection } from './DeviceDataSection';
import { DeviceStorage } from './DeviceStorage';
import { OwnGymEquipment } from './OwnGymEquipment';
import { ProfileForm } from './ProfileForm';
import { SignInMethods } from './SignInMethods';
import { UsageMeasurement } from './UsageMeasurement';

// The notification settings and their words load with the profile's section, not with every screen.
const NotificationSettings = lazy(() =>
  Promise.all([import('@/ui/notification-settings/NotificationSettings'), requireCatalogPart('conversations')]).then(([module]) => module),
);

export default function ProfilePage() {
  const { t } = useLingui();
  const styles = useSectionStyles();
  const title = useRouteTitle();
  const [profile, setProfile] = useState<Profile>();
  const [failed, setFailed] = useState(false);
  // Offline the server cannot answer, but this device has the profile it last loaded.
  const [remembered, setRemembered] = useState(false);

  useEffect(() => {
    let active = true;
    fetchProfile().then(
      (loaded) => active && setProfile(loaded),
      () => {
        if (!active) return;
        const kept = navigator.onLine ? undefined : rememberedProfile();
        if (kept) {
          setProfile(kept);
          setRemembered(true);
        } else setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {failed ? <StatusBar status={{ intent: 'error', message: msg`Failed to fetch profile` }} /> : null}
      {remembered ? (
        <StatusBar
          status={{
            intent: 'warning',
            message: msg`You are offline. This is your profile as this device last loaded it; changes need a connection.`,
          }}
        />
      ) : null}
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
          <section className={styles.section} aria-labelledby="profile-notifications">
            <Subtitle1 as="h2" id="profile-notifications" className={styles.heading}>
              {t`Notifications`}
            </Subtitle1>
            <Suspense fallback={<PageLoading />}>
              <NotificationSettings profile={profile} onSaved={setProfile} />
            </Suspense>
          </section>
          <section className={styles.section} aria-labelledby="profile-data">
            <Subtitle1 as="h2" id="profile-data" className={styles.heading}>
              {t`Your data`}
            </Subtitle1>
            <LazyOwnDataDownload />
          </section>
          <section className={styles.section} aria-labelledby="profile-sign-in">
            <Subtitle1 as="h2" id="profile-sign-in" className={styles.heading}>
              {t`Sign-in methods`}
            </Subtitle1>
            <SignInMethods linked={profile.identities} />
          </section>
          <section className={styles.section} aria-labelledby="profile-delete">
            <Subtitle1 as="h2" id="profile-delete" className={styles.heading}>
              {t`Delete account`}
            </Subtitle1>
            <LazyAccountDeletionSection profile={profile} onChanged={setProfile} />
          </section>
        </>
      ) : null}
      <OwnGymEquipment />
      {/* Local facts: shown even when the profile cannot be loaded (offline). */}
      <section className={styles.section} aria-labelledby="profile-device">
        <Subtitle1 as="h2" id="profile-device" className={styles.heading}>
          {t`This device`}
        </Subtitle1>
        <InstallOffer place="profile" />
        <DeviceStorage />
        <DeviceDataSection />
        <UsageMeasurement />
      </section>
    </>
  );
}
