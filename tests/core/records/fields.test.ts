import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { ENTITY_FIELDS, ENTITY_NAMES, type EntityName } from '@core/records/index';
import { sampleRecord } from '../../helpers/sample-records';

/**
 * Each field's rule in the wire schemas, at its edges: the value just inside is accepted, the one
 * just outside is refused on that field with the message a screen shows next to it. The device
 * refuses a write with these messages before it is queued, and the server refuses the same
 * mutation for good (sync/SPEC.md R1, M1), so a loosened rule would let a record through that one
 * side then stores and the other does not.
 */

type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; path: string; message: string };

function parse(entity: EntityName, record: Record<string, unknown>): Outcome {
  const result = ENTITY_FIELDS[entity].safeParse(record);
  if (result.success) return { ok: true, value: result.data };
  const [issue] = result.error.issues;
  return { ok: false, path: issue?.path.join('.') ?? '', message: issue?.message ?? '' };
}

const id = () => uuidv7();
const withFields = (entity: EntityName, changes: Record<string, unknown>) => ({ ...sampleRecord(entity), ...changes });

/** A workout whose one prescribed set has `set`'s fields. */
const workoutWithSet = (set: Record<string, unknown>) =>
  withFields('workouts', { blocks: [{ id: id(), kind: 'straight', items: [{ id: id(), exercise_id: id(), sets: [set] }] }] });
const SET = 'blocks.0.items.0.sets.0';

/** A plan of `weeks` weeks with these days and progressions. */
const plan = (changes: Record<string, unknown>) => withFields('workout-plans', { weeks: 4, ...changes });
const day = (changes: Record<string, unknown> = {}) => ({ week: 1, day: 1, workout_id: id(), ...changes });
const progression = (changes: Record<string, unknown>) => ({ exercise_id: id(), kind: 'load_kg', amount: 2.5, ...changes });

type Row = [label: string, entity: EntityName, record: () => Record<string, unknown>];

/** Addresses a browser accepts that are no web page: opened as a link, each runs or shows what it holds. */
const NOT_WEB_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.org/1',
  'ftp://example.org/squat.jpg',
];
type Refused = [...Row, path: string, message?: string];

const accepted: Row[] = [
  ['an age group from 0', 'age-groups', () => withFields('age-groups', { min_age: 0, max_age: 120, sort_order: 0 })],
  ['an age group of one age', 'age-groups', () => withFields('age-groups', { min_age: 18, max_age: 18, sort_order: 10_000 })],
  ['the oldest age group', 'age-groups', () => withFields('age-groups', { min_age: 120, max_age: null })],
  ['a country without a calling code', 'country-codes', () => withFields('country-codes', { dial_code: null })],
  ['the shortest calling code', 'country-codes', () => withFields('country-codes', { dial_code: '+1' })],
  ['the longest calling code', 'country-codes', () => withFields('country-codes', { dial_code: '+1264' })],
  [
    'a client with every contact field',
    'clients',
    () => withFields('clients', { email: 'anna@example.lv', phone_country: 'LV', phone: '+37120000000' }),
  ],
  ['the shortest phone number', 'clients', () => withFields('clients', { phone: '+123456' })],
  ['the longest phone number', 'clients', () => withFields('clients', { phone: '+123456789012345' })],
  ['no sessions a week', 'clients', () => withFields('clients', { sessions_per_week: 0 })],
  ['two sessions a day', 'clients', () => withFields('clients', { sessions_per_week: 14 })],
  ['joints to spare', 'clients', () => withFields('clients', { joints_to_spare: Array.from({ length: 20 }, id) })],
  [
    'an exercise with media and its source',
    'exercises',
    () =>
      withFields('exercises', {
        media: [
          { kind: 'image', url: 'https://example.org/squat.jpg' },
          { kind: 'video', url: 'https://example.org/squat.mp4' },
        ],
        source_url: 'https://example.org/squat',
      }),
  ],
  [
    'an http picture and source, as records stored before the https rules hold them',
    'exercises',
    () =>
      withFields('exercises', { media: [{ kind: 'image', url: 'http://example.org/squat.jpg' }], source_url: 'HTTP://example.org/squat' }),
  ],
  [
    'twenty media',
    'exercises',
    () => withFields('exercises', { media: Array.from({ length: 20 }, () => ({ kind: 'image', url: 'https://example.org/a.jpg' })) }),
  ],
  ['a video link', 'exercises', () => withFields('exercises', { video_url: 'https://www.youtube.com/watch?v=abc123&t=42s' })],
  ['a video link in capitals', 'exercises', () => withFields('exercises', { video_url: 'HTTPS://VIMEO.COM/123' })],
  ['the longest video link', 'exercises', () => withFields('exercises', { video_url: `https://example.org/${'v'.repeat(480)}` })],
  ['no rest', 'exercises', () => withFields('exercises', { default_rest_seconds: 0 })],
  ['an hour of rest', 'exercises', () => withFields('exercises', { default_rest_seconds: 3600 })],
  ['a range of reps', 'workouts', () => workoutWithSet({ reps: 8, reps_max: 12 })],
  ['a range of one', 'workouts', () => workoutWithSet({ reps: 8, reps_max: 8 })],
  ['a tempo', 'workouts', () => workoutWithSet({ tempo: '3-1-1-0' })],
  ['an explosive tempo', 'workouts', () => workoutWithSet({ tempo: 'X-0-X-9' })],
  [
    'every metric at its largest',
    'workouts',
    () => workoutWithSet({ reps: 1000, load_kg: 1000, duration_seconds: 24 * 3600, distance_m: 1_000_000, rest_seconds: 3600, rpe: 10 }),
  ],
  [
    'every metric at its smallest',
    'workouts',
    () => workoutWithSet({ reps: 0, load_kg: 0, duration_seconds: 0, distance_m: 0, rest_seconds: 0, rpe: 1 }),
  ],
  ['a half RPE', 'workouts', () => workoutWithSet({ rpe: 7.5 })],
  ['a Latvian translation', 'workouts', () => withFields('workouts', { translations: { 'lv-LV': { name: 'Spiešanas diena' } } })],
  ['a plan of a year', 'workout-plans', () => plan({ weeks: 52, days: [day({ week: 52, day: 7, time: '23:59' })] })],
  [
    'a plan day at midnight and in the evening',
    'workout-plans',
    () => plan({ weeks: 1, days: [day({ time: '00:00' }), day({ day: 2, time: '19:45' })] }),
  ],
  ['three workouts a day for a year', 'workout-plans', () => plan({ weeks: 52, days: Array.from({ length: 52 * 7 * 3 }, () => day()) })],
  [
    'each kind of progression',
    'workout-plans',
    () =>
      plan({
        progressions: [
          progression({ amount: 100 }),
          progression({ kind: 'load_percent', amount: 2.5 }),
          progression({ kind: 'reps', amount: 1, ceiling: 12, load_step_kg: 100 }),
          progression({ kind: 'sets', amount: 1, ceiling: 5 }),
          progression({ kind: 'sets', amount: 1 }),
        ],
      }),
  ],
  [
    'two kinds of progression of one exercise',
    'workout-plans',
    () =>
      plan({
        progressions: ((exercise) => [
          progression({ exercise_id: exercise }),
          progression({ exercise_id: exercise, kind: 'reps', amount: 1, ceiling: 12 }),
        ])(id()),
      }),
  ],
  ['the lightest and the most frequent deload', 'workout-plans', () => plan({ deload: { every_weeks: 2, percent: 10 } })],
  ['the heaviest and the rarest deload', 'workout-plans', () => plan({ deload: { every_weeks: 52, percent: 95 } })],
  [
    'an ended assignment with substitutions',
    'plan-assignments',
    () =>
      withFields('plan-assignments', {
        status: 'ended',
        substitutions: [
          { exercise_id: id(), substitute_id: id() },
          { exercise_id: id(), substitute_id: id() },
        ],
      }),
  ],
  ['a calendar entry at a time', 'calendar-entries', () => withFields('calendar-entries', { time: '23:59', duration_minutes: 24 * 60 })],
  ['a calendar entry of 45 minutes', 'calendar-entries', () => withFields('calendar-entries', { time: '07:30', duration_minutes: 45 })],
  [
    'an exercise of several muscles',
    'exercises',
    () => withFields('exercises', { primary_muscle_ids: [id(), id()], secondary_muscle_ids: Array.from({ length: 50 }, id) }),
  ],
  ['the lowest rating', 'workout-sessions', () => withFields('workout-sessions', { rating: 1 })],
  ['the highest rating', 'workout-sessions', () => withFields('workout-sessions', { rating: 5 })],
  [
    'a set with every metric',
    'set-logs',
    () =>
      withFields('set-logs', { set_index: 3, reps: 1000, weight_kg: 1000, duration_seconds: 24 * 3600, distance_m: 1_000_000, rpe: 10 }),
  ],
  [
    'a set with the least of every metric',
    'set-logs',
    () => withFields('set-logs', { reps: 0, weight_kg: 0, duration_seconds: 0, distance_m: 0, rpe: 1 }),
  ],
];

const refused: Refused[] = [
  ['an age below 0', 'age-groups', () => withFields('age-groups', { min_age: -1 }), 'min_age', 'must be 0 or more'],
  ['an age above 120', 'age-groups', () => withFields('age-groups', { min_age: 121 }), 'min_age', 'must be at most 120'],
  ['a fraction of a year', 'age-groups', () => withFields('age-groups', { min_age: 1.5 }), 'min_age', 'must be a whole number'],
  ['an upper age below 0', 'age-groups', () => withFields('age-groups', { min_age: 0, max_age: -1 }), 'max_age', 'must be 0 or more'],
  ['an upper age above 120', 'age-groups', () => withFields('age-groups', { max_age: 121 }), 'max_age', 'must be at most 120'],
  ['a fraction of an upper age', 'age-groups', () => withFields('age-groups', { max_age: 20.5 }), 'max_age', 'must be a whole number'],
  [
    'an upper age below the lower',
    'age-groups',
    () => withFields('age-groups', { min_age: 18, max_age: 17 }),
    'max_age',
    'must not be below the minimum age',
  ],
  ['a negative place in the list', 'age-groups', () => withFields('age-groups', { sort_order: -1 }), 'sort_order'],
  ['a place beyond the list', 'age-groups', () => withFields('age-groups', { sort_order: 10_001 }), 'sort_order'],
  ...['lv', 'L', 'LVA', 'xLV', 'LVx'].map((code): Refused => [
    `country code ${code}`,
    'country-codes',
    () => withFields('country-codes', { code }),
    'code',
    'must be two capital letters (ISO 3166-1)',
  ]),
  ...['371', '+', '+37123', 'x+371', '+371x', '+3a'].map((dial): Refused => [
    `calling code ${dial}`,
    'country-codes',
    () => withFields('country-codes', { dial_code: dial }),
    'dial_code',
    'must be + and 1 to 4 digits',
  ]),
  ['a type that logs nothing', 'exercise-types', () => withFields('exercise-types', { metrics: [] }), 'metrics', 'choose at least one'],
  [
    'an e-mail address without @',
    'clients',
    () => withFields('clients', { email: 'anna.example.lv' }),
    'email',
    'is not a valid e-mail address',
  ],
  ...['lv', 'L', 'xLV', 'LVx'].map((code): Refused => [
    `phone country ${code}`,
    'clients',
    () => withFields('clients', { phone_country: code }),
    'phone_country',
    'is not a country code',
  ]),
  ...['37120000000', '+12345', '+1234567890123456', 'x+37120000000', '+37120000000x', '+3712000000a'].map((phone): Refused => [
    `phone ${phone}`,
    'clients',
    () => withFields('clients', { phone }),
    'phone',
    'is not a phone number',
  ]),
  ['more than two sessions a day', 'clients', () => withFields('clients', { sessions_per_week: 15 }), 'sessions_per_week'],
  ['fewer than no sessions', 'clients', () => withFields('clients', { sessions_per_week: -1 }), 'sessions_per_week'],
  ['21 joints to spare', 'clients', () => withFields('clients', { joints_to_spare: Array.from({ length: 21 }, id) }), 'joints_to_spare'],
  ...[
    'http://www.youtube.com/watch?v=abc123',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'ftp://example.org/squat.mp4',
    '//example.org/squat.mp4',
    'www.youtube.com/watch?v=abc123',
    'https://',
    'https:///squat.mp4',
    'https://exa mple.org/squat.mp4',
    ' javascript:alert(1)',
  ].map((link): Refused => [
    `the video link ${link}`,
    'exercises',
    () => withFields('exercises', { video_url: link }),
    'video_url',
    'must be an https:// link',
  ]),
  [
    'a video link too long',
    'exercises',
    () => withFields('exercises', { video_url: `https://example.org/${'v'.repeat(481)}` }),
    'video_url',
    'is too long',
  ],
  ...NOT_WEB_LINKS.map((link): Refused => [
    `the picture ${link}`,
    'exercises',
    () => withFields('exercises', { media: [{ kind: 'image', url: link }] }),
    'media.0.url',
    'must be an http:// or https:// link',
  ]),
  ...NOT_WEB_LINKS.map((link): Refused => [
    `the source link ${link}`,
    'exercises',
    () => withFields('exercises', { source_url: link }),
    'source_url',
    'must be an http:// or https:// link',
  ]),
  [
    'media of an unknown kind',
    'exercises',
    () => withFields('exercises', { media: [{ kind: 'gif', url: 'https://example.org/a.gif' }] }),
    'media.0.kind',
  ],
  [
    'media without an address',
    'exercises',
    () => withFields('exercises', { media: [{ kind: 'image', url: 'squat.jpg' }] }),
    'media.0.url',
    'is not a valid address',
  ],
  [
    '21 media',
    'exercises',
    () => withFields('exercises', { media: Array.from({ length: 21 }, () => ({ kind: 'image', url: 'https://example.org/a.jpg' })) }),
    'media',
  ],
  ['more than an hour of rest', 'exercises', () => withFields('exercises', { default_rest_seconds: 3601 }), 'default_rest_seconds'],
  ['negative rest', 'exercises', () => withFields('exercises', { default_rest_seconds: -1 }), 'default_rest_seconds'],
  [
    'a range without its lower bound',
    'workouts',
    () => workoutWithSet({ reps_max: 12 }),
    `${SET}.reps_max`,
    'must be at least the lower bound',
  ],
  [
    'a range upside down',
    'workouts',
    () => workoutWithSet({ reps: 8, reps_max: 7 }),
    `${SET}.reps_max`,
    'must be at least the lower bound',
  ],
  ['negative reps', 'workouts', () => workoutWithSet({ reps: -1 }), `${SET}.reps`, 'must be 0 or more'],
  ['too many reps', 'workouts', () => workoutWithSet({ reps: 1001 }), `${SET}.reps`, 'must be at most 1000'],
  ['a fraction of a rep', 'workouts', () => workoutWithSet({ reps: 1.5 }), `${SET}.reps`, 'must be a whole number'],
  ['a negative load', 'workouts', () => workoutWithSet({ load_kg: -1 }), `${SET}.load_kg`, 'must be 0 or more'],
  ['too heavy a load', 'workouts', () => workoutWithSet({ load_kg: 1000.5 }), `${SET}.load_kg`, 'must be at most 1000'],
  ['too long a distance', 'workouts', () => workoutWithSet({ distance_m: 1_000_001 }), `${SET}.distance_m`, 'must be at most 1000000'],
  ...['3-1-1', '3-1-1-0-0', 'x3-1-1-0', '3-1-1-0x', 'a-1-1-0', '3-a-1-0', '3-1-a-0', '3-1-1-a'].map((tempo): Refused => [
    `tempo ${tempo}`,
    'workouts',
    () => workoutWithSet({ tempo }),
    `${SET}.tempo`,
    'must look like 3-1-1-0',
  ]),
  ['an RPE below 1', 'workouts', () => workoutWithSet({ rpe: 0.5 }), `${SET}.rpe`, 'must be 1 to 10'],
  ['an RPE above 10', 'workouts', () => workoutWithSet({ rpe: 10.5 }), `${SET}.rpe`, 'must be 1 to 10'],
  ['an RPE between halves', 'workouts', () => workoutWithSet({ rpe: 7.3 }), `${SET}.rpe`],
  [
    'a translation without a name',
    'workouts',
    () => withFields('workouts', { translations: { 'lv-LV': { name: ' ' } } }),
    'translations.lv-LV.name',
    'is required',
  ],
  ['a plan of no weeks', 'workout-plans', () => plan({ weeks: 0 }), 'weeks', 'must be at least 1'],
  ['a plan longer than a year', 'workout-plans', () => plan({ weeks: 53 }), 'weeks', 'must be at most 52'],
  ['a day after the plan', 'workout-plans', () => plan({ weeks: 2, days: [day({ week: 3 })] }), 'days', 'has a day after the last week'],
  ['week 0', 'workout-plans', () => plan({ days: [day({ week: 0 })] }), 'days.0.week'],
  ['week 53', 'workout-plans', () => plan({ days: [day({ week: 53 })] }), 'days.0.week'],
  ['day 0', 'workout-plans', () => plan({ days: [day({ day: 0 })] }), 'days.0.day'],
  ['day 8', 'workout-plans', () => plan({ days: [day({ day: 8 })] }), 'days.0.day'],
  ...['24:00', '7:30', '07:60', 'x07:30', '07:30x', '0a:30', '07:3a'].map((time): Refused => [
    `plan time ${time}`,
    'workout-plans',
    () => plan({ days: [day({ time })] }),
    'days.0.time',
    'must be HH:mm',
  ]),
  [
    'more than three workouts a day for a year',
    'workout-plans',
    () => plan({ weeks: 52, days: Array.from({ length: 52 * 7 * 3 + 1 }, () => day()) }),
    'days',
  ],
  [
    'no progression',
    'workout-plans',
    () => plan({ progressions: [progression({ amount: 0 })] }),
    'progressions.0.amount',
    'must be more than 0',
  ],
  [
    'too steep a progression',
    'workout-plans',
    () => plan({ progressions: [progression({ amount: 100.5 })] }),
    'progressions.0.amount',
    'must be at most 100',
  ],
  [
    'reps without a ceiling',
    'workout-plans',
    () => plan({ progressions: [progression({ kind: 'reps', amount: 1 })] }),
    'progressions.0.ceiling',
    'is required for a reps progression',
  ],
  [
    'a load progression with a ceiling',
    'workout-plans',
    () => plan({ progressions: [progression({ ceiling: 10 })] }),
    'progressions.0.ceiling',
    'only reps and sets progressions have a ceiling',
  ],
  [
    'half a rep a week',
    'workout-plans',
    () => plan({ progressions: [progression({ kind: 'reps', amount: 1.5, ceiling: 12 })] }),
    'progressions.0.amount',
    'must be a whole number',
  ],
  [
    'half a set a week',
    'workout-plans',
    () => plan({ progressions: [progression({ kind: 'sets', amount: 0.5 })] }),
    'progressions.0.amount',
    'must be a whole number',
  ],
  [
    'too big a load step',
    'workout-plans',
    () => plan({ progressions: [progression({ kind: 'reps', amount: 1, ceiling: 12, load_step_kg: 100.5 })] }),
    'progressions.0.load_step_kg',
    'must be at most 100',
  ],
  [
    'one kind of progression twice',
    'workout-plans',
    () =>
      plan({
        progressions: ((exercise) => [progression({ exercise_id: exercise }), progression({ exercise_id: exercise, amount: 5 })])(id()),
      }),
    'progressions',
    'has the same kind of progression twice for one exercise',
  ],
  ['201 progressions', 'workout-plans', () => plan({ progressions: Array.from({ length: 201 }, () => progression({})) }), 'progressions'],
  [
    'a deload every week',
    'workout-plans',
    () => plan({ deload: { every_weeks: 1, percent: 50 } }),
    'deload.every_weeks',
    'must be at least 2',
  ],
  [
    'a deload after more than a year',
    'workout-plans',
    () => plan({ deload: { every_weeks: 53, percent: 50 } }),
    'deload.every_weeks',
    'must be at most 52',
  ],
  [
    'a deload every half week',
    'workout-plans',
    () => plan({ deload: { every_weeks: 2.5, percent: 50 } }),
    'deload.every_weeks',
    'must be a whole number',
  ],
  ['too light a deload', 'workout-plans', () => plan({ deload: { every_weeks: 4, percent: 9 } }), 'deload.percent', 'must be at least 10'],
  ['too heavy a deload', 'workout-plans', () => plan({ deload: { every_weeks: 4, percent: 96 } }), 'deload.percent', 'must be at most 95'],
  [
    'a fraction of a percent',
    'workout-plans',
    () => plan({ deload: { every_weeks: 4, percent: 50.5 } }),
    'deload.percent',
    'must be a whole number',
  ],
  ['an assignment paused', 'plan-assignments', () => withFields('plan-assignments', { status: 'paused' }), 'status'],
  [
    'an exercise substituted twice',
    'plan-assignments',
    () =>
      withFields('plan-assignments', {
        substitutions: ((exercise) => [
          { exercise_id: exercise, substitute_id: id() },
          { exercise_id: exercise, substitute_id: id() },
        ])(id()),
      }),
    'substitutions',
    'names an exercise twice',
  ],
  [
    '101 substitutions',
    'plan-assignments',
    () =>
      withFields('plan-assignments', { substitutions: Array.from({ length: 101 }, () => ({ exercise_id: id(), substitute_id: id() })) }),
    'substitutions',
  ],
  [
    'an entry longer than a day',
    'calendar-entries',
    () => withFields('calendar-entries', { duration_minutes: 24 * 60 + 1 }),
    'duration_minutes',
  ],
  ['an entry of no time', 'calendar-entries', () => withFields('calendar-entries', { duration_minutes: 0 }), 'duration_minutes'],
  ['51 muscles', 'exercises', () => withFields('exercises', { primary_muscle_ids: Array.from({ length: 51 }, id) }), 'primary_muscle_ids'],
  ...['24:00', 'x07:30', '07:30x'].map((time): Refused => [
    `calendar time ${time}`,
    'calendar-entries',
    () => withFields('calendar-entries', { time }),
    'time',
    'must be HH:mm',
  ]),
  ['a rating of 0', 'workout-sessions', () => withFields('workout-sessions', { rating: 0 }), 'rating', 'must be 1 to 5'],
  ['a rating of 6', 'workout-sessions', () => withFields('workout-sessions', { rating: 6 }), 'rating', 'must be 1 to 5'],
  ['too many reps logged', 'set-logs', () => withFields('set-logs', { reps: 1001 }), 'reps'],
  ['too long a distance logged', 'set-logs', () => withFields('set-logs', { distance_m: 1_000_001 }), 'distance_m'],
  ['an RPE of 0 logged', 'set-logs', () => withFields('set-logs', { rpe: 0 }), 'rpe'],
  ['a message longer than 20,000 characters', 'notifications', () => withFields('notifications', { body: 'x'.repeat(20_001) }), 'body'],
];

describe('the record schemas accept what their rules allow (sync/SPEC.md R1)', () => {
  it.each(ENTITY_NAMES)('the least record of %s is accepted', (entity) => {
    expect(parse(entity, sampleRecord(entity)).ok).toBe(true);
  });

  it.each(accepted)('%s is accepted', (_label, entity, record) => {
    expect(parse(entity, record())).toMatchObject({ ok: true });
  });
});

describe('the record schemas refuse what their rules do not allow, on the field, with its message', () => {
  it.each(refused)('%s is refused', (_label, entity, record, path, message) => {
    const outcome = parse(entity, record());
    expect(outcome).toMatchObject({ ok: false, path });
    if (message !== undefined) expect(outcome).toMatchObject({ message });
  });
});

describe('what a schema fills in', () => {
  it('the defaults of the fields a device leaves out', () => {
    const value = (entity: EntityName) => {
      const outcome = parse(entity, sampleRecord(entity));
      if (!outcome.ok) throw new Error(`${entity} refused: ${outcome.path} ${outcome.message}`);
      return outcome.value;
    };
    expect(value('clients')).toMatchObject({ joints_to_spare: [], status: 'active', email: null, phone: null, sessions_per_week: null });
    expect(value('exercises')).toMatchObject({
      instructions: { 'en-US': [] },
      primary_muscle_ids: [],
      secondary_muscle_ids: [],
      joint_ids: [],
      position_ids: [],
      inventory_ids: [],
      media: [],
      default_rest_seconds: null,
      video_url: null,
    });
    expect(value('workouts')).toMatchObject({ translations: {}, blocks: [], description: null });
    expect(value('workout-plans')).toMatchObject({ days: [], progressions: [], deload: null, translations: {} });
    expect(value('plan-assignments')).toMatchObject({ status: 'active', substitutions: [] });
    expect(value('calendar-entries')).toMatchObject({ status: 'planned', time: null, prescription: null });
    expect(value('age-groups')).toMatchObject({ sort_order: 0 });
  });

  it('an empty video link is none, and one with spaces around is kept without them', () => {
    expect(parse('exercises', withFields('exercises', { video_url: '   ' }))).toMatchObject({ ok: true, value: { video_url: null } });
    expect(parse('exercises', withFields('exercises', { video_url: ' https://vimeo.com/123 ' }))).toMatchObject({
      ok: true,
      value: { video_url: 'https://vimeo.com/123' },
    });
  });

  it('a translation’s missing description is null, and an exercise type’s metrics come in one order', () => {
    expect(parse('workouts', withFields('workouts', { translations: { 'lv-LV': { name: 'Spiešanas diena' } } }))).toMatchObject({
      ok: true,
      value: { translations: { 'lv-LV': { name: 'Spiešanas diena', description: null } } },
    });
    expect(parse('exercise-types', withFields('exercise-types', { metrics: ['weight', 'reps'] }))).toMatchObject({
      ok: true,
      value: { metrics: ['reps', 'weight'] },
    });
    expect(parse('exercise-types', withFields('exercise-types', { metrics: ['distance', 'reps', 'duration', 'weight'] }))).toMatchObject({
      ok: true,
      value: { metrics: ['reps', 'weight', 'duration', 'distance'] },
    });
  });
});
