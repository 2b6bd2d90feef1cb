import type { DragEndEvent } from '@dnd-kit/core';
import { Button, Field, Input, makeStyles, mergeClasses, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useMemo, useRef, useState } from 'react';
import { InvalidMutation } from '@sync/mutations';
import { isDeloadWeek } from '@core/plans';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { changedFields } from '@/data/changed-fields';
import { withPlanDefaults } from '@/data/plans';
import { weekdayNames } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useRecords } from '@/data/record-reads';
import { useRecordWrites } from '@/data/record-writes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { ExerciseName, exerciseNames } from '@/ui/ExerciseLink';
import { GridDnd } from '@/ui/GridDnd';
import { localWriteFailure } from '@/ui/form/write-errors';
import { PageTitle } from '@/ui/PageTitle';
import { useSectionStyles } from '@/ui/section-styles';
import { notify } from '@/ui/feedback/notify';
import { ConflictNotices } from '@/ui/sync/ConflictNotices';
import { RecordHistory } from '@/ui/sync/RecordHistory';
import { useTouchStyles } from '@/ui/touch-styles';
import { useNewRecordIds } from '@/ui/create-once';
import { AssignDialog } from './AssignDialog';
import { MAX_PLAN_WEEKS, planExerciseIds, planOps, type PlanDraft } from './plan-draft';
import { AddWorkoutDialog, SlotDialog } from './PlanDialogs';
import { PlanGrid, type PlanDragData, type PlanDropData } from './PlanGrid';
import { PlanPreview } from './PlanPreview';
import { ProgressionEditor } from './ProgressionEditor';
import { WorkoutShelf } from './WorkoutShelf';

const useStyles = makeStyles({
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '> *': { flex: '1 1 220px' } },
  weeks: { flex: '0 1 140px !important' },
  // Beside the grid only on a wide screen: on a tablet the days need the width more than the list does.
  layout: {
    display: 'grid',
    gridTemplateColumns: '260px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 1280px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  alone: { gridTemplateColumns: 'minmax(0, 1fr)' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: `${tokens.spacingVerticalL} 0` },
  action: { minHeight: '44px' },
});

type Plan = RecordOf<'workout-plans'>;

const emptyDraft = (): PlanDraft => ({ name: '', description: '', weeks: 4, days: [], progressions: [], deload: null });
/** What a save writes of a draft. */
const planFields = (draft: PlanDraft) => ({
  name: draft.name.trim(),
  description: draft.description.trim() || null,
  weeks: draft.weeks,
  days: draft.days,
  progressions: draft.progressions,
  deload: draft.deload,
});
const draftOf = (plan: Plan, locale: string): PlanDraft => {
  const full = withPlanDefaults(plan);
  return {
    name: shownText(full, locale),
    description: shownText(full, locale, 'description'),
    weeks: full.weeks,
    days: full.days,
    progressions: full.progressions,
    deload: full.deload,
  };
};

interface PlanBuilderProps {
  plan: Plan | null;
  /** The library's plan seen by a coach: shown, copied and assigned, not changed. */
  readOnly: boolean;
  /** A library plan (written by an admin) may use library workouts only (sync/SPEC.md A5). */
  libraryOnly: boolean;
  /** Coaches give plans to their clients; administrators have none. */
  canAssign: boolean;
  onSaved: (id: string) => void;
  onCopy?: () => void;
  onDone: (said?: MessageDescriptor) => void;
}

/**
 * A plan's weeks × days: workouts dragged from a list onto days (mouse, touch, keyboard), moved
 * and copied; its progression and deload; a week-by-week preview; then assigned to clients.
 */
export function PlanBuilder({ plan, readOnly, libraryOnly, canAssign, onSaved, onCopy, onDone }: PlanBuilderProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const sections = useSectionStyles();
  const touch = useTouchStyles();
  const writes = useRecordWrites();
  // A new record's id, fixed while the editor is open: saving twice saves one record.
  const { idFor } = useNewRecordIds();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftOf(plan, i18n.locale) : emptyDraft()));
  // What the builder opened with, and what it has saved since: a save sends only what was edited
  // here, against the version it was opened at (sync/SPEC.md R9).
  const [saved, setSaved] = useState(() => ({ version: plan?.version ?? 0, fields: planFields(draft) }));
  const [weeksText, setWeeksText] = useState(String(draft.weeks));
  const [dirty, setDirty] = useState(false);
  // Said beside the name, where the person types it.
  const [nameMissing, setNameMissing] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState<{ week: number; day: number; place: string }>();
  const [opened, setOpened] = useState<number>();
  const [assigning, setAssigning] = useState(false);
  const workouts = useRecords('workouts');
  const exercises = useRecords('exercises');
  const workoutsById = useMemo(() => new Map((workouts ?? []).map((workout) => [workout.id, workout])), [workouts]);
  const exercisesById = useMemo(() => new Map((exercises ?? []).map((exercise) => [exercise.id, exercise])), [exercises]);
  const exerciseName = useMemo(
    () =>
      exerciseNames(
        new Map((exercises ?? []).map((exercise) => [exercise.id, localized(exercise.name, i18n.locale)])),
        t`Unknown exercise`,
      ),
    [exercises, i18n.locale, t],
  );
  const nameOf = (workoutId: string) => {
    const workout = workoutsById.get(workoutId);
    return workout ? shownText(workout, i18n.locale) : t`Unknown workout`;
  };
  const offered = useMemo(() => {
    const collator = new Intl.Collator(i18n.locale);
    return (workouts ?? [])
      .filter((workout) => !libraryOnly || workout.owner_id === null)
      .map((workout) => ({ id: workout.id, name: shownText(workout, i18n.locale), library: workout.owner_id === null }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [workouts, libraryOnly, i18n.locale]);
  const exerciseIds = planExerciseIds(draft, (id) => workoutsById.get(id)?.blocks ?? []);

  const change = (next: PlanDraft) => {
    setDraft(next);
    setDirty(true);
    if (next.name.trim()) setNameMissing(false);
  };

  const save = async (): Promise<string | undefined> => {
    if (!draft.name.trim()) {
      setNameMissing(true);
      nameInput.current?.focus();
      return undefined;
    }
    const fields = planFields(draft);
    try {
      const id = plan?.id ?? idFor();
      if (plan) {
        const changes = changedFields(saved.fields, fields) as Partial<typeof fields>;
        if (Object.keys(changes).length > 0) await writes.patch('workout-plans', plan.id, changes, saved);
      } else await writes.put('workout-plans', { id, ...fields });
      setSaved({ ...saved, fields });
      setDirty(false);
      // A new plan opens again under its id (the page says it was saved); an edit stays here.
      if (plan) notify({ intent: 'success', message: msg`The plan was saved.` });
      onSaved(id);
      return id;
    } catch (error) {
      notify({
        intent: 'error',
        message:
          error instanceof InvalidMutation
            ? msg`Some of the plan is not valid: check the weeks and the progressions.`
            : localWriteFailure(error),
      });
      return undefined;
    }
  };

  const remove = async () => {
    if (!plan) return;
    try {
      await writes.remove('workout-plans', plan.id);
      onDone(msg`The plan was deleted.`);
    } catch (error) {
      notify({ intent: 'error', message: localWriteFailure(error) });
    }
  };

  const drop = ({ active, over }: DragEndEvent) => {
    const place = over?.data.current as PlanDropData | undefined;
    const item = active.data.current as PlanDragData | undefined;
    if (!place || !item) return;
    change(
      item.kind === 'workout'
        ? planOps.add(draft, item.workoutId, place.week, place.day)
        : planOps.move(draft, item.index, place.week, place.day),
    );
  };

  // The other device's value, put back from a notice, is what the builder holds and has saved from now on.
  const restored = (field: string, value: unknown) => {
    if (!(field in draft)) return;
    const shown = field === 'description' && value === null ? '' : value;
    setDraft((current) => ({ ...current, [field]: shown }));
    setSaved((current) => ({ ...current, fields: { ...current.fields, [field]: value } }));
    if (field === 'weeks') setWeeksText(String(value));
  };

  const openedSlot = opened === undefined ? undefined : draft.days[opened];
  const title = plan ? draft.name || t`Plan` : t`New plan`;
  const longDays = weekdayNames(i18n.locale as Locale, 'long');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {plan && <ConflictNotices entity="workout-plans" recordId={plan.id} onRestored={restored} />}
      <section className={sections.section} aria-label={t`Plan`}>
        <div className={styles.fields}>
          <Field
            label={t({ message: 'Name', context: 'thing' })}
            required
            validationMessage={nameMissing ? t`Give the plan a name.` : undefined}
          >
            <Input
              ref={nameInput}
              className={touch.control}
              value={draft.name}
              maxLength={200}
              readOnly={readOnly}
              onChange={(_event, data) => change({ ...draft, name: data.value })}
            />
          </Field>
          <Field label={t`Weeks`} className={styles.weeks} hint={t`1 to ${MAX_PLAN_WEEKS}`}>
            <Input
              className={touch.control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PLAN_WEEKS}
              value={weeksText}
              readOnly={readOnly}
              onChange={(_event, data) => {
                setWeeksText(data.value);
                const weeks = Number(data.value);
                if (Number.isInteger(weeks) && weeks >= 1 && weeks <= MAX_PLAN_WEEKS) change(planOps.setWeeks(draft, weeks));
              }}
            />
          </Field>
        </div>
        <Field label={t`Description`}>
          <Textarea
            value={draft.description}
            maxLength={4000}
            resize="vertical"
            readOnly={readOnly}
            onChange={(_event, data) => change({ ...draft, description: data.value })}
          />
        </Field>
      </section>
      <GridDnd
        dropped={(item, place) => t`${item} was put on ${place}.`}
        instructions={t`To put a workout on a day, press Space, choose the day with the arrow keys and press Space again.`}
        onDragEnd={drop}
      >
        <div className={mergeClasses(styles.layout, readOnly && styles.alone)}>
          {!readOnly && <WorkoutShelf workouts={offered} />}
          <PlanGrid
            draft={draft}
            nameOf={nameOf}
            readOnly={readOnly}
            isDeload={(week) => isDeloadWeek(week, draft.deload)}
            onAdd={(week, day) => setAdding({ week, day, place: t`week ${week}, ${longDays[day - 1] ?? ''}` })}
            onOpen={setOpened}
            onCopyWeek={(from, to) => change(planOps.copyWeek(draft, from, to))}
            onRepeatWeek={(week) => change(planOps.repeatWeek(draft, week))}
            onClearWeek={(week) => change(planOps.clearWeek(draft, week))}
          />
        </div>
      </GridDnd>
      <div className={styles.actions}>
        {!readOnly && (
          <Button className={styles.action} appearance="primary" onClick={() => void save()}>
            {t`Save plan`}
          </Button>
        )}
        {readOnly && onCopy && (
          <Button className={styles.action} appearance="primary" onClick={onCopy}>
            {t`Copy to my plans`}
          </Button>
        )}
        {plan && canAssign && (
          <Button
            className={styles.action}
            onClick={() => {
              // What is assigned is what is saved: save changes first.
              if (readOnly || !dirty) setAssigning(true);
              else void save().then((id) => id && setAssigning(true));
            }}
          >
            {t`Assign to clients`}
          </Button>
        )}
        <Button className={styles.action} onClick={() => onDone()}>
          {readOnly || !dirty ? t`Back to plans` : t`Cancel`}
        </Button>
        {plan && !readOnly && (
          <ConfirmButton
            className={styles.action}
            label={t`Delete plan`}
            title={t`Delete ${draft.name}?`}
            confirm={t`Delete`}
            onConfirm={() => void remove()}
          >
            {t`Clients it was assigned to keep their calendar entries. A plan still assigned cannot be deleted until its assignments end.`}
          </ConfirmButton>
        )}
      </div>
      <section className={sections.section} aria-labelledby="progression-title">
        <Subtitle2 as="h2" id="progression-title" className={sections.heading}>
          {t`Progression`}
        </Subtitle2>
        {readOnly ? (
          <p>
            {draft.progressions.length === 0
              ? t`No progression: every week is as the workouts are written.`
              : draft.progressions.map((rule, index) => (
                  <Fragment key={`${rule.exercise_id}:${rule.kind}`}>
                    {index > 0 && ', '}
                    <ExerciseName id={rule.exercise_id} names={exerciseName} inline />
                  </Fragment>
                ))}
          </p>
        ) : (
          <ProgressionEditor
            progressions={draft.progressions}
            deload={draft.deload}
            exercises={exerciseIds.map((id) => ({ id, name: exerciseName(id), known: exerciseName.has(id) }))}
            onChange={(progressions) => change({ ...draft, progressions })}
            onDeload={(deload) => change({ ...draft, deload })}
          />
        )}
      </section>
      <section className={sections.section} aria-labelledby="preview-title">
        <Subtitle2 as="h2" id="preview-title" className={sections.heading}>
          {t`Week by week`}
        </Subtitle2>
        <PlanPreview draft={draft} workouts={workoutsById} exercises={exercisesById} exerciseName={exerciseName} newTab={!readOnly} />
      </section>
      {plan && !readOnly && <RecordHistory entity="workout-plans" recordId={plan.id} onRestored={restored} />}
      {adding && (
        <AddWorkoutDialog
          place={adding.place}
          workouts={(workouts ?? []).filter((workout) => !libraryOnly || workout.owner_id === null)}
          onAdd={(workoutId) => {
            change(planOps.add(draft, workoutId, adding.week, adding.day));
            setAdding(undefined);
          }}
          onClose={() => setAdding(undefined)}
        />
      )}
      {openedSlot && opened !== undefined && (
        <SlotDialog
          slot={openedSlot}
          name={nameOf(openedSlot.workout_id)}
          weeks={draft.weeks}
          onTime={(time) => {
            change(planOps.setTime(draft, opened, time));
            setOpened(undefined);
          }}
          onCopy={(week, day) => {
            change(planOps.copyDay(draft, openedSlot, { week, day }));
            setOpened(undefined);
          }}
          onRemove={() => {
            change(planOps.remove(draft, opened));
            setOpened(undefined);
          }}
          onClose={() => setOpened(undefined)}
        />
      )}
      {assigning && plan && (
        <AssignDialog
          plan={plan}
          planName={draft.name}
          exerciseIds={exerciseIds}
          onClose={() => setAssigning(false)}
          onDone={(said) => {
            setAssigning(false);
            notify({ intent: 'success', message: said });
          }}
        />
      )}
    </>
  );
}
