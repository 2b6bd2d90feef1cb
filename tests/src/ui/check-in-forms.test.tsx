import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkInAnswerId } from '@core/check-in-schedule';
import { CHECK_IN_LIMITS } from '@core/records/check-ins';
import type { CheckInAssignmentRecord, CheckInFormRecord } from '@/data/check-ins';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { today } from '@/i18n/date-format';
import { i18n } from '@lingui/core';
import { CheckInFill } from '@/ui/check-ins/CheckInFill';
import { FormEditor } from '@/ui/check-ins/FormEditor';
import { CHECK_IN_TEMPLATES, questionsOf } from '@/ui/check-ins/templates';
import { shown, signedIn } from '../features/shown';

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
  await requireCatalogPart('progress');
});

const weekly = () => {
  const template = CHECK_IN_TEMPLATES.find((one) => one.key === 'weekly');
  if (!template) throw new Error('no weekly template');
  return template;
};

describe('[A18] the coach’s form builder', () => {
  it('a template is copied into the coach’s language and saved as their own form, once however often Save is pressed', async () => {
    const { db } = signedIn(2);
    const id = uuidv7();
    await activateLocale('lv-LV');
    await requireCatalogPart('app');
    await requireCatalogPart('progress');
    shown(<FormEditor form={{ id, name: i18n._(weekly().name), questions: questionsOf(weekly(), i18n) }} onClose={() => undefined} />);
    const save = await screen.findByRole('button', { name: 'Saglabāt anketu' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(async () => expect(await db.records('check-in-forms').get(id)).toBeTruthy());
    const form = await db.records('check-in-forms').get(id);
    expect(form?.name).toBe('Nedēļas atskaite');
    expect(form?.questions[0]).toMatchObject({ kind: 'scale', text: 'Kā šonedēļ gulējāt?', low_label: 'Slikti', required: true });
    expect(form?.questions.filter((question) => question.kind === 'photo').map((question) => question.pose)).toEqual([
      'front',
      'side',
      'back',
    ]);
    expect((await db.outbox.toArray()).filter((entry) => (entry.args as { id?: string }).id === id)).toHaveLength(1);
  });

  it('a question of 100,000 characters and a choice of one option are refused beside their fields, what was typed stays, nothing is written', async () => {
    const { db } = signedIn(2);
    const id = uuidv7();
    shown(<FormEditor form={{ id, name: 'Mine', questions: questionsOf(weekly(), i18n).slice(0, 1) }} onClose={() => undefined} />);
    const long = 'x'.repeat(100_000);
    fireEvent.change(await screen.findByLabelText('Question 1'), { target: { value: long } });
    fireEvent.change(screen.getByLabelText('New question'), { target: { value: 'choice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByLabelText('Question 2'), { target: { value: 'Better or worse?' } });
    fireEvent.change(screen.getByLabelText('Options, one per line'), { target: { value: 'Better' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('At most 500 characters (this one has 100000)')).toBeTruthy();
    expect(screen.getByText('Write at least 2 options, one per line')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Question 1').value).toBe(long);
    expect(await db.records('check-in-forms').get(id)).toBeUndefined();
  });

  it(`stops adding questions at ${CHECK_IN_LIMITS.questions}`, async () => {
    signedIn(2);
    const many = Array.from({ length: CHECK_IN_LIMITS.questions }, () => questionsOf(weekly(), i18n)[0]).map((question) => ({
      ...question!,
      id: uuidv7(),
    }));
    shown(<FormEditor form={{ id: uuidv7(), name: 'Long', questions: many }} onClose={() => undefined} />);
    expect((await screen.findByRole('button', { name: 'Add question' })).hasAttribute('disabled')).toBe(true);
  });
});

describe('[A20] a client answering a check-in on the device', () => {
  const form = (): CheckInFormRecord => ({
    id: uuidv7(),
    owner_id: null,
    name: 'Weekly',
    version: 1,
    updated_at: '2026-12-01T00:00:00.000Z',
    questions: [
      { ...questionsOf(weekly(), i18n)[0]!, text: 'Sleep?', required: true },
      { ...questionsOf(weekly(), i18n)[3]!, text: 'Meals?', unit: 'meals' },
    ],
  });
  const assignment = (clientId: string, formId: string): CheckInAssignmentRecord => ({
    id: uuidv7(),
    client_id: clientId,
    form_id: formId,
    weekday: 1,
    every_weeks: 1,
    start_date: '2026-11-01',
    grace_days: 2,
    ended_on: null,
    coach_id: null,
    version: 1,
    updated_at: '2026-12-01T00:00:00.000Z',
  });

  it('an unanswered required question and a word for a number are refused by name; answered, it is one record of the day with the words asked', async () => {
    const { db } = signedIn(3);
    const clientId = uuidv7();
    const asked = form();
    const schedule = assignment(clientId, asked.id);
    const due = today();
    shown(<CheckInFill assignment={schedule} form={asked} due={due} answer={undefined} onClose={() => undefined} />);
    const meals = await screen.findByRole('textbox', { name: 'Meals?' });
    fireEvent.change(meals, { target: { value: 'five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(await screen.findByText('Answer this question')).toBeTruthy();
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect((meals as HTMLInputElement).value).toBe('five');

    fireEvent.click(within(screen.getByRole('radiogroup')).getByRole('radio', { name: '4' }));
    fireEvent.change(meals, { target: { value: '5,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send check-in' }));
    const id = checkInAnswerId(schedule.id, due);
    await waitFor(async () => expect(await db.records('check-in-answers').get(id)).toBeTruthy());
    expect((await db.records('check-in-answers').get(id))?.answers).toEqual([
      { question_id: asked.questions[0]?.id, kind: 'scale', question: 'Sleep?', unit: '', value: 4 },
      { question_id: asked.questions[1]?.id, kind: 'number', question: 'Meals?', unit: 'meals', value: 5.5 },
    ]);
  });
});
