import { v7 as uuidv7 } from 'uuid';
import { bodyMetricId, checkInAnswerId, type EntityName, type FieldsInput } from '@core/records/index';

const name = { 'en-US': 'Sample' };
const at = '2026-11-23T10:00:00.000Z';

/** The least each entity's schema accepts: a valid record with every default left to the schema. */
export function sampleRecord<E extends EntityName>(entity: E): FieldsInput<E> & { id: string } {
  const id = uuidv7();
  const metricClient = uuidv7();
  const answerAssignment = uuidv7();
  const samples: { [K in EntityName]: FieldsInput<K> & { id: string } } = {
    'age-groups': { id, name, min_age: 18, max_age: null },
    'country-codes': { id, code: 'LV', dial_code: '+371', name },
    'exercise-types': { id, name, metrics: ['reps'] },
    inventory: { id, name, load_type: 'machine' },
    joints: { id, name },
    muscles: { id, name, region: 'upper', group: 'chest' },
    positions: { id, name },
    exercises: { id, name },
    clients: { id, name: 'Anna' },
    'gym-profiles': { id },
    workouts: { id, name: 'Push day' },
    'workout-plans': { id, name: 'Base', weeks: 4 },
    'plan-assignments': { id, plan_id: uuidv7(), client_id: uuidv7(), start_date: '2026-11-23' },
    'calendar-entries': { id, client_id: uuidv7(), date: '2026-11-23' },
    'workout-sessions': { id, client_id: uuidv7(), prescription: { name: 'Push day', blocks: [] }, started_at: at },
    'set-logs': { id, session_id: uuidv7(), exercise_id: uuidv7(), set_index: 0, logged_at: at },
    comments: { id, session_id: uuidv7(), body: 'Hips rose early on set 3' },
    notifications: { id, subject: 'Hello', body: 'Welcome', sent_at: at },
    'custom-metrics': { id, client_id: metricClient, name: 'Grip strength', unit: 'kg' },
    // Its id is its client's, metric's and day's (sync/SPEC.md A15).
    'body-metrics': {
      id: bodyMetricId(metricClient, 'weight', '2026-11-23'),
      client_id: metricClient,
      metric: 'weight',
      date: '2026-11-23',
      value: 82.4,
    },
    'progress-photos': { id, client_id: metricClient, pose: 'front', taken_on: '2026-11-23' },
    'check-in-forms': { id, name: 'Weekly check-in', questions: [{ id: uuidv7(), kind: 'scale', text: 'How did you sleep?' }] },
    'check-in-assignments': { id, client_id: metricClient, form_id: uuidv7(), weekday: 7, start_date: '2026-11-23' },
    // Its id is its assignment's and due day's (sync/SPEC.md A20).
    'check-in-answers': {
      id: checkInAnswerId(answerAssignment, '2026-11-29'),
      assignment_id: answerAssignment,
      client_id: metricClient,
      due_date: '2026-11-29',
      answers: [],
    },
    conversations: { id, client_id: metricClient },
    'conversation-messages': { id, conversation_id: uuidv7(), body: 'Can I swap the bench for dumbbells?' },
    'conversation-reads': { id, conversation_id: uuidv7(), read_until: at },
  };
  return samples[entity];
}
