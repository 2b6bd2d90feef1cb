import { Body1, Button, Caption1, Field, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Fragment, useState } from 'react';
import { blocksForWeek, isDeloadWeek } from '@core/plans';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { useGymSetup } from '@/data/gym-profile';
import { useRecords } from '@/data/record-reads';
import { weekdayNames } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { ExerciseName, type ExerciseNames } from '@/ui/ExerciseLink';
import { Icon } from '@/ui/Icon';
import { prescriptionText } from '@/ui/training-format';
import type { PlanDraft } from './plan-draft';
import { loadableBlocks } from './plan-loads';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  nav: { minWidth: '44px', minHeight: '44px' },
  day: { margin: `0 0 ${tokens.spacingVerticalM}` },
  items: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  gym: { maxWidth: '420px', marginBottom: tokens.spacingVerticalM },
});

/** The gym whose loads the preview shows: a client's, or none (the usual gym, docs/decisions/0090-loads-that-can-be-loaded.md). */
function GymChoice({ clientId, onChange }: { clientId: string; onChange: (clientId: string) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const clients = useRecords('clients', (rows) =>
    rows.filter((client) => client.status !== 'archived').sort((a, b) => a.name.localeCompare(b.name)),
  );
  // An administrator has no clients: the usual gym is the only one there is to show.
  if (!clients || clients.length === 0) return null;
  return (
    <Field className={styles.gym} label={t`Whose gym the loads are rounded to`}>
      <Select value={clientId} onChange={(_event, data) => onChange(data.value)}>
        <option value="">{t`A usual gym (20 kg bar and plates)`}</option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Sets in a row that ask for the same are said once with their count: "3 sets: 5 × 60 kg". */
function SetsText({ texts }: { texts: readonly string[] }) {
  const runs: { text: string; count: number }[] = [];
  for (const text of texts) {
    const last = runs.at(-1);
    if (last?.text === text) last.count += 1;
    else runs.push({ text, count: 1 });
  }
  if (runs.length === 0) return <Trans>no sets</Trans>;
  return runs.map(({ text, count }, index) => (
    <Fragment key={index}>
      {index > 0 && '; '}
      {count > 1 && (
        <>
          <Plural value={count} one="# set" other="# sets" />
          {': '}
        </>
      )}
      {text}
    </Fragment>
  ));
}

interface PlanPreviewProps {
  draft: PlanDraft;
  workouts: ReadonlyMap<string, RecordOf<'workouts'>>;
  /** How each exercise is loaded (its inventory), to say a load as the gym can make it. */
  exercises: ReadonlyMap<string, Pick<RecordOf<'exercises'>, 'inventory_ids'>>;
  exerciseName: ExerciseNames;
  /** The plan being edited may hold unsaved changes: an exercise's page opens in a new tab then. */
  newTab: boolean;
}

/**
 * What each set of a week will say, progression and deload applied (sync/SPEC.md G2, G3), with
 * each load as the chosen client's gym can load it, as the player will start the set.
 */
export function PlanPreview({ draft, workouts, exercises, exerciseName, newTab }: PlanPreviewProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [week, setWeek] = useState(1);
  const [clientId, setClientId] = useState('');
  // '' names no client: no profile is found, and the usual gym applies.
  const gym = useGymSetup(clientId);
  const shown = Math.min(week, draft.weeks);
  const days = weekdayNames(i18n.locale as Locale, 'long');
  const slots = draft.days.filter((slot) => slot.week === shown);
  return (
    <div>
      <GymChoice clientId={clientId} onChange={setClientId} />
      <div className={styles.bar}>
        <Button
          className={styles.nav}
          icon={<Icon path={mdiChevronLeft} />}
          aria-label={t`Previous week`}
          disabled={shown <= 1}
          onClick={() => setWeek(shown - 1)}
        />
        <Subtitle2 as="h3" aria-live="polite">
          {t`Week ${shown} of ${draft.weeks}`}
          {isDeloadWeek(shown, draft.deload) && ` · ${t`deload`}`}
        </Subtitle2>
        <Button
          className={styles.nav}
          icon={<Icon path={mdiChevronRight} />}
          aria-label={t`Next week`}
          disabled={shown >= draft.weeks}
          onClick={() => setWeek(shown + 1)}
        />
      </div>
      {slots.length === 0 && <Body1 as="p" block>{t`Nothing is planned in this week.`}</Body1>}
      {slots.map((slot, index) => {
        const workout = workouts.get(slot.workout_id);
        if (!workout) return null;
        const planned = blocksForWeek(workout.blocks, draft, shown);
        const blocks = gym ? loadableBlocks(planned, exercises, gym) : planned;
        return (
          <section key={index} className={styles.day} aria-label={`${days[slot.day - 1] ?? ''}: ${shownText(workout, i18n.locale)}`}>
            <Body1 block>
              <strong>{days[slot.day - 1]}</strong> · {shownText(workout, i18n.locale)}
              {slot.time && ` · ${slot.time}`}
            </Body1>
            <ul className={styles.items}>
              {blocks.flatMap((block) =>
                block.items.map((item) => (
                  <li key={item.id}>
                    <ExerciseName id={item.exercise_id} names={exerciseName} inline newTab={newTab} />:{' '}
                    <Caption1>
                      <SetsText texts={item.sets.map((set) => prescriptionText(i18n, set))} />
                    </Caption1>
                  </li>
                )),
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
