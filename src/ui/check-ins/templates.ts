import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { v7 as uuidv7 } from 'uuid';
import type { CheckInQuestion, CheckInQuestionKind } from '@core/records/check-ins';
import type { PhotoPose } from '@core/records/progress-photos';

interface TemplateQuestion {
  kind: CheckInQuestionKind;
  text: MessageDescriptor;
  required?: boolean;
  low?: MessageDescriptor;
  high?: MessageDescriptor;
  unit?: MessageDescriptor;
  choices?: MessageDescriptor[];
  pose?: PhotoPose;
}

export interface CheckInTemplate {
  key: 'weekly' | 'injury' | 'blank';
  name: MessageDescriptor;
  questions: TemplateQuestion[];
}

/**
 * The library's check-in forms. A coach never answers to these: choosing one copies it, in the
 * coach's language, into a form of their own that they change as they like.
 */
export const CHECK_IN_TEMPLATES: readonly CheckInTemplate[] = [
  {
    key: 'weekly',
    name: msg`Weekly check-in`,
    questions: [
      { kind: 'scale', text: msg`How did you sleep this week?`, required: true, low: msg`Badly`, high: msg`Very well` },
      { kind: 'scale', text: msg`How stressed were you?`, required: true, low: msg`Calm`, high: msg`Very stressed` },
      { kind: 'scale', text: msg`How was your energy?`, required: true, low: msg`Exhausted`, high: msg`Full of energy` },
      { kind: 'number', text: msg`How many of this week's meals were on plan?`, unit: msg`meals` },
      { kind: 'yes_no', text: msg`Did you do every planned workout?` },
      { kind: 'short_text', text: msg`Is anything hurting? Where?` },
      { kind: 'photo', text: msg`Photo from the front`, pose: 'front' },
      { kind: 'photo', text: msg`Photo from the side`, pose: 'side' },
      { kind: 'photo', text: msg`Photo from the back`, pose: 'back' },
      { kind: 'long_text', text: msg`Anything else your coach should know?` },
    ],
  },
  {
    key: 'injury',
    name: msg`Injury check`,
    questions: [
      { kind: 'short_text', text: msg`Where does it hurt?`, required: true },
      { kind: 'scale', text: msg`How bad is the pain today?`, required: true, low: msg`Barely`, high: msg`Severe` },
      { kind: 'yes_no', text: msg`Does it hurt at rest?`, required: true },
      {
        kind: 'choice',
        text: msg`Compared with last week it is`,
        choices: [msg`Better`, msg`The same`, msg`Worse`],
      },
      { kind: 'long_text', text: msg`Which movements make it worse?` },
    ],
  },
  { key: 'blank', name: msg`Blank form`, questions: [{ kind: 'long_text', text: msg`How was your week?` }] },
];

/** A template's questions in the coach's language, each with an id of its own. */
export function questionsOf(template: CheckInTemplate, i18n: I18n): CheckInQuestion[] {
  return template.questions.map((question) => ({
    id: uuidv7(),
    kind: question.kind,
    text: i18n._(question.text),
    required: question.required ?? false,
    low_label: question.low ? i18n._(question.low) : null,
    high_label: question.high ? i18n._(question.high) : null,
    unit: question.unit ? i18n._(question.unit) : '',
    choices: (question.choices ?? []).map((choice) => i18n._(choice)),
    pose: question.pose ?? null,
  }));
}
