import { z } from 'zod';
import { checkInAnswerId } from '../check-in-schedule';
import { idSchema, isoDateSchema, isoDateTimeSchema, nameText, optionalText } from './common';
import { PHOTO_POSES } from './progress-photos';

export { checkInAnswerId };

/** What a check-in question asks for. DO NOT rename: the kinds are stored in forms and answers. */
export const CHECK_IN_QUESTION_KINDS = ['scale', 'number', 'yes_no', 'short_text', 'long_text', 'choice', 'photo'] as const;
export type CheckInQuestionKind = (typeof CHECK_IN_QUESTION_KINDS)[number];

/** How much a form asks at most, and how long its words and answers may be. */
export const CHECK_IN_LIMITS = { questions: 50, question: 500, choices: 20, choice: 100, shortText: 200, longText: 4000 } as const;

const questionSchema = z
  .strictObject({
    /** Made where the question is written; an answer names it. */
    id: idSchema,
    kind: z.enum(CHECK_IN_QUESTION_KINDS, 'is not a kind of question'),
    text: nameText(CHECK_IN_LIMITS.question),
    required: z.boolean().default(false),
    /** A scale's words at 1 and at 5 ("Exhausted", "Full of energy"). */
    low_label: optionalText(60).default(null),
    high_label: optionalText(60).default(null),
    /** A number's unit ("meals", "h"). */
    unit: z.string().trim().max(16, 'is too long').default(''),
    /** A choice's options, in order. */
    choices: z
      .array(nameText(CHECK_IN_LIMITS.choice))
      .max(CHECK_IN_LIMITS.choices, `at most ${CHECK_IN_LIMITS.choices} options`)
      .default([]),
    /** A photo slot's pose. */
    pose: z.enum(PHOTO_POSES).nullable().default(null),
  })
  .superRefine((question, context) => {
    if (question.kind === 'choice' && question.choices.length < 2)
      context.addIssue({ code: 'custom', path: ['choices'], message: 'a choice needs at least 2 options' });
    if (question.kind === 'photo' && question.pose === null)
      context.addIssue({ code: 'custom', path: ['pose'], message: 'is required for a photo' });
  });
export type CheckInQuestion = z.output<typeof questionSchema>;

/**
 * A coach's check-in form (sync/SPEC.md A18): the questions a client answers every week or few.
 * Changing it never changes an answer given: an answer keeps the words it answered.
 */
export const checkInFormFields = z.strictObject({
  id: idSchema,
  /** Set by the server: the coach who wrote it. */
  owner_id: idSchema.nullable().default(null),
  name: nameText(120),
  questions: z
    .array(questionSchema)
    .min(1, 'a form asks at least one question')
    .max(CHECK_IN_LIMITS.questions, `at most ${CHECK_IN_LIMITS.questions} questions`)
    .refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, 'each question once'),
});

/** When a client answers a form (A19): a weekday, every week or every few, from a start day. */
export const checkInAssignmentFields = z.strictObject({
  id: idSchema,
  client_id: idSchema,
  form_id: idSchema,
  /** 1 Monday … 7 Sunday. */
  weekday: z.number().int('must be a whole number').min(1, 'must be 1 to 7').max(7, 'must be 1 to 7'),
  every_weeks: z.number().int('must be a whole number').min(1, 'must be 1 to 12').max(12, 'must be 1 to 12').default(1),
  start_date: isoDateSchema,
  /** Days after the due day it may still be answered before it counts as missed. */
  grace_days: z.number().int('must be a whole number').min(0, 'must be 0 to 6').max(6, 'must be 0 to 6').default(2),
  /** The last day it was due; null while it goes on. */
  ended_on: isoDateSchema.nullable().default(null),
  /** Derived by the server from the client record. */
  coach_id: idSchema.nullable().default(null),
});

const answerSchema = z
  .strictObject({
    question_id: idSchema,
    kind: z.enum(CHECK_IN_QUESTION_KINDS),
    /** The question's words when it was answered. */
    question: nameText(CHECK_IN_LIMITS.question),
    unit: z.string().trim().max(16, 'is too long').default(''),
    /** null: not answered. A photo's answer is the progress photo's id (A17). */
    value: z.union([z.number(), z.boolean(), z.string().max(CHECK_IN_LIMITS.longText, 'is too long')]).nullable(),
  })
  .superRefine((answer, context) => {
    const problem = answerProblem(answer.kind, answer.value);
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

/** Why `value` cannot answer a question of `kind`, or null when it can. */
export function answerProblem(kind: CheckInQuestionKind, value: number | boolean | string | null): string | null {
  if (value === null) return null;
  switch (kind) {
    case 'scale':
      return Number.isInteger(value) && typeof value === 'number' && value >= 1 && value <= 5 ? null : 'must be a whole number from 1 to 5';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 1_000_000 ? null : 'must be a number';
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'must be yes or no';
    case 'short_text':
      return typeof value === 'string' && value.length <= CHECK_IN_LIMITS.shortText
        ? null
        : `must be text of at most ${CHECK_IN_LIMITS.shortText} characters`;
    case 'long_text':
    case 'choice':
      return typeof value === 'string' ? null : 'must be text';
    case 'photo':
      return typeof value === 'string' && idSchema.safeParse(value).success ? null : 'must be a photo';
  }
}

/**
 * A client's answers to one due day of an assignment (A20), and their coach's reply. One per
 * assignment and due day: its id is `checkInAnswerId(assignment_id, due_date)`, so answers saved on
 * two of the client's devices are one record.
 */
export const checkInAnswerFields = z
  .strictObject({
    id: idSchema,
    assignment_id: idSchema,
    client_id: idSchema,
    due_date: isoDateSchema,
    answers: z.array(answerSchema).max(CHECK_IN_LIMITS.questions, `at most ${CHECK_IN_LIMITS.questions} answers`),
    /** Set by the server when the client last wrote the answers. */
    submitted_at: isoDateTimeSchema.nullable().default(null),
    /** The coach's reply; only the coach writes it. */
    reply: optionalText(4000).default(null),
    /** Set by the server when the coach last wrote the reply. */
    replied_at: isoDateTimeSchema.nullable().default(null),
    /** Derived by the server from the client record. */
    coach_id: idSchema.nullable().default(null),
  })
  .refine((answer) => answer.id === checkInAnswerId(answer.assignment_id, answer.due_date), {
    path: ['id'],
    message: 'must be the id of this assignment and due day',
  });
