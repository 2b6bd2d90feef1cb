import { Body1, Body1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import type { WorkoutBlock } from '@core/records/workouts';
import type { Step } from '@core/training/sequence';
import { useBlockKindLabels } from '@/ui/block-kinds';
import { prescriptionText } from '@/ui/training-format';

const useStyles = makeStyles({
  blocks: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  items: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  // The letter in a column of its own, so a long name that wraps (Latvian ones do) stays beside it.
  item: { display: 'grid', gridTemplateColumns: '2em 1fr' },
  letter: { fontWeight: tokens.fontWeightSemibold },
  sets: { color: tokens.colorNeutralForeground2 },
});

interface ItemLine {
  item_id: string;
  letter: string;
  exercise_id: string;
  /** What each of its sets (or rounds) asks for. */
  texts: string[];
}

interface BlockLines {
  block: WorkoutBlock;
  items: ItemLine[];
}

/** The steps gathered back into their blocks and exercises, in the order they are trained. */
function blockLines(blocks: readonly WorkoutBlock[], steps: readonly Step[], text: (step: Step) => string): BlockLines[] {
  const lines: BlockLines[] = [];
  for (const step of steps) {
    const block = blocks[step.block_index];
    if (!block) continue;
    let current = lines.at(-1);
    if (current?.block.id !== block.id) lines.push((current = { block, items: [] }));
    let item = current.items.find((candidate) => candidate.item_id === step.item_id);
    if (!item)
      current.items.push(
        (item = { item_id: step.item_id, letter: step.label.replace(/\d+$/, ''), exercise_id: step.exercise_id, texts: [] }),
      );
    item.texts.push(text(step));
  }
  return lines;
}

export interface WorkoutOverviewProps {
  workout: RecordOf<'workouts'>;
  steps: readonly Step[];
  exercises: ReadonlyMap<string, RecordOf<'exercises'>>;
}

/**
 * What the workout asks for, one line per exercise ("A  Back squat  3 sets · 5 × 100 kg") under its
 * block's kind, rather than one line per set: a 30-set workout then fits a phone's screen.
 */
export function WorkoutOverview({ workout, steps, exercises }: WorkoutOverviewProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const kinds = useBlockKindLabels();
  const lines = blockLines(workout.blocks, steps, (step) => prescriptionText(i18n, step.prescribed));
  const kindLine = (block: WorkoutBlock, rounds: number) => {
    const kind = kinds[block.kind];
    if (block.kind === 'circuit') return t`${kind} · ${plural(rounds, { one: '# round', other: '# rounds' })}`;
    if (block.kind !== 'interval') return kind;
    const work = block.work_seconds ?? 0;
    const rest = block.rest_seconds ?? 0;
    return t`${kind} · ${plural(rounds, { one: '# round', other: '# rounds' })} · ${work} s work, ${rest} s rest`;
  };
  // A block the coach named ("Warm-up", "Finisher") is shown by its name, then its kind.
  const heading = (block: WorkoutBlock, rounds: number) =>
    block.name ? `${block.name} · ${kindLine(block, rounds)}` : kindLine(block, rounds);
  const setsOf = (block: WorkoutBlock, texts: readonly string[]) => {
    const same = texts.every((text) => text === texts[0]);
    // In a circuit or intervals the rounds are the block's: an exercise says what each round asks.
    if (block.kind === 'circuit' || block.kind === 'interval') return same ? (texts[0] ?? '') : texts.join(', ');
    if (!same) return texts.join(', ');
    const count = texts.length;
    const sets = plural(count, { one: '# set', other: '# sets' });
    return texts[0] ? `${sets} · ${texts[0]}` : sets;
  };
  return (
    <ol className={styles.blocks} aria-label={t`Exercises`}>
      {lines.map(({ block, items }) => (
        <li key={block.id}>
          <Body1Strong as="p">{heading(block, Math.max(...items.map((item) => item.texts.length)))}</Body1Strong>
          <ul className={styles.items}>
            {items.map((item) => {
              const exercise = exercises.get(item.exercise_id);
              return (
                <li key={item.item_id} className={styles.item}>
                  <Body1 className={styles.letter}>{item.letter} </Body1>
                  <Body1>
                    {exercise ? localized(exercise.name, i18n.locale) : t`Unknown exercise`}{' '}
                    <span className={styles.sets}>{setsOf(block, item.texts)}</span>
                  </Body1>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
