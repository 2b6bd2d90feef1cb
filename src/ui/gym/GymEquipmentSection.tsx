import { Body1, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { USUAL_GYM, type GymEquipment } from '@core/training/loadable';
import { useGymProfile } from '@/data/gym-profile';
import { useSectionStyles } from '@/ui/section-styles';
import { formatNumber } from '@/ui/training-format';
import { ConflictNotices } from '../sync/ConflictNotices';
import { RecordHistory } from '../sync/RecordHistory';
import { GymEquipmentButton } from './GymEquipmentButton';

const useStyles = makeStyles({
  // After a form (the client view) as after another section (the profile): margins collapse.
  section: { marginTop: tokens.spacingVerticalXL },
});

/** The equipment in a few lines: the bar, the plate weights, the dumbbells. */
function summaryOf(i18n: I18n, equipment: GymEquipment): string[] {
  const n = (value: number) => formatNumber(i18n, value);
  const bar = n(equipment.bar_kg);
  const plates = equipment.plates.map((plate) => n(plate.kg)).join(', ');
  const weights = equipment.dumbbells_kg.map(n).join(', ');
  const step = equipment.dumbbell_step_kg === null ? null : n(equipment.dumbbell_step_kg);
  const heaviest = equipment.dumbbell_max_kg === null ? null : n(equipment.dumbbell_max_kg);
  const dumbbells =
    weights !== ''
      ? msg`Dumbbells: ${weights} kg`
      : step !== null && heaviest !== null
        ? msg`Dumbbells: ${step} to ${heaviest} kg in steps of ${step} kg`
        : step !== null
          ? msg`Dumbbells: in steps of ${step} kg`
          : msg`Dumbbells: not given, so their loads are not rounded`;
  return [i18n._(msg`Bar: ${bar} kg`), i18n._(plates ? msg`Plates: ${plates} kg` : msg`Plates: none`), i18n._(dumbbells)];
}

export interface GymEquipmentSectionProps {
  clientId: string;
  /** Tells one of several apart (a client of two coaches); none for the usual one. */
  heading?: string;
}

/**
 * A client's gym profile in a page (the coach's client view, the client's own profile): what it
 * says, and the way to change it.
 */
export function GymEquipmentSection({ clientId, heading }: GymEquipmentSectionProps) {
  const { t, i18n } = useLingui();
  const styles = useSectionStyles();
  const own = useStyles();
  const id = useId();
  const profile = useGymProfile(clientId);
  if (profile === undefined) return null;
  return (
    <section className={mergeClasses(styles.section, own.section)} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id} className={styles.heading}>
        {heading ?? t`Gym equipment`}
      </Subtitle1>
      {profile !== null && <ConflictNotices entity="gym-profiles" recordId={clientId} />}
      {profile === null && (
        <Body1 as="p" block>{t`Nobody has described this gym yet, so the usual equipment of a commercial gym is assumed.`}</Body1>
      )}
      <ul>
        {summaryOf(i18n, profile ?? USUAL_GYM).map((line) => (
          <li key={line}>
            <Body1>{line}</Body1>
          </li>
        ))}
      </ul>
      <GymEquipmentButton clientId={clientId} label={t`Edit gym equipment`} />
      {profile !== null && <RecordHistory entity="gym-profiles" recordId={clientId} />}
    </section>
  );
}
