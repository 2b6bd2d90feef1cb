import { Body1, Field, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { loadingSpared, substitutesFor } from '@core/plans';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { useRecords } from '@/data/record-reads';

const useStyles = makeStyles({
  warning: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorStatusWarningBackground1,
    border: `1px solid ${tokens.colorStatusWarningBorder1}`,
  },
  // One column as wide as the box: a select is otherwise as wide as its longest exercise name,
  // wider than a phone's dialog.
  swap: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  select: { minWidth: 0, width: '100%' },
});

/** How many substitutes are offered per exercise: the closest few, not the whole library. */
const SUBSTITUTES = 8;

/** Per client, per exercise: the substitute chosen ('' or absent keeps the exercise). */
export type Swaps = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** One client's chosen substitutes as the records name them (a plan assignment's `substitutions`). */
export function substitutionsOf(swaps: Swaps, clientId: string): { exercise_id: string; substitute_id: string }[] {
  return Object.entries(swaps[clientId] ?? {})
    .filter(([, substitute]) => substitute !== '')
    .map(([exercise_id, substitute_id]) => ({ exercise_id, substitute_id }));
}

interface SparedJointSwapsProps {
  /** The clients being given the workouts; only those who spare a joint the exercises load are named. */
  clients: readonly RecordOf<'clients'>[];
  /** The exercises the workouts use. */
  exerciseIds: readonly string[];
  swaps: Swaps;
  onSwap: (swaps: Swaps) => void;
}

/**
 * Warns, per client, of the exercises that load a joint the client spares, and offers exercises to
 * do instead (sync/SPEC.md G7): the same primary muscles, none of the spared joints. Used wherever a
 * coach gives a client workouts: a plan's assignment, a workout scheduled on the calendar.
 */
export function SparedJointSwaps({ clients, exerciseIds, swaps, onSwap }: SparedJointSwapsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const exercises = useRecords('exercises');
  const joints = useRecords('joints');
  const byId = useMemo(() => new Map((exercises ?? []).map((exercise) => [exercise.id, exercise])), [exercises]);
  const nameOf = (id: string) => {
    const exercise = byId.get(id);
    return exercise ? localized(exercise.name, i18n.locale) : t`Unknown exercise`;
  };
  const jointName = (id: string) => {
    const joint = joints?.find((candidate) => candidate.id === id);
    return joint ? localized(joint.name, i18n.locale) : '';
  };
  const used = [...new Set(exerciseIds)].map((id) => byId.get(id)).filter((found) => found !== undefined);
  const warnings = clients
    .filter((client) => client.joints_to_spare.length > 0)
    .map((client) => ({ client, loading: loadingSpared(used, client.joints_to_spare) }))
    .filter(({ loading }) => loading.length > 0);
  return warnings.map(({ client, loading }) => (
    <section key={client.id} className={styles.warning} aria-label={t`Joints ${client.name} spares`}>
      <Subtitle2 as="h3" block>{t`${client.name} spares: ${client.joints_to_spare.map(jointName).filter(Boolean).join(', ')}`}</Subtitle2>
      <Body1 as="p" block>{t`These exercises load it. Choose something to do instead, or keep them.`}</Body1>
      <div className={styles.swap}>
        {loading.map((exercise) => {
          const options = substitutesFor(exercise, client.joints_to_spare, exercises ?? []).slice(0, SUBSTITUTES);
          return (
            <Field key={exercise.id} label={t`Instead of ${nameOf(exercise.id)}`}>
              <Select
                className={styles.select}
                value={swaps[client.id]?.[exercise.id] ?? ''}
                onChange={(event) => onSwap({ ...swaps, [client.id]: { ...swaps[client.id], [exercise.id]: event.target.value } })}
              >
                <option value="">{t`Keep ${nameOf(exercise.id)}`}</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {localized(option.name, i18n.locale)}
                  </option>
                ))}
              </Select>
            </Field>
          );
        })}
      </div>
    </section>
  ));
}
