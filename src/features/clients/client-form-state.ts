import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordOf } from '@core/records/index';
import { useField, validateAll, type FieldState } from '@/ui/form/use-field';
import { email as emailValidator, required } from '@/ui/form/validators';
import { isPhoneValid, toE164 } from '@/ui/form/phone';

type Client = RecordOf<'clients'>;

export interface ClientFields {
  name: FieldState;
  email: FieldState;
  phoneCountry: FieldState;
  phone: FieldState;
  birthDate: FieldState;
  goals: FieldState;
  notes: FieldState;
  status: FieldState;
  sessionsPerWeek: FieldState;
}

const optional = (validator: (value: string) => MessageDescriptor | undefined) => (value: string) =>
  value.trim() === '' ? undefined : validator(value);

/** The client form's fields, validated on blur and change (docs/product.md §5). */
export function useClientFields(client: Client | undefined): ClientFields {
  const phoneCountry = useField(client?.phone_country ?? 'LV');
  return {
    name: useField(client?.name ?? '', [required]),
    email: useField(client?.email ?? '', [optional(emailValidator)]),
    phoneCountry,
    phone: useField(client?.phone ?? '', [
      optional((value) => (isPhoneValid(value, phoneCountry.value) ? undefined : msg`Enter a phone number valid for the chosen country`)),
    ]),
    birthDate: useField(client?.birth_date ?? '', [
      optional((value) =>
        value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10) ? undefined : msg`Enter a date in the past`,
      ),
    ]),
    goals: useField(client?.goals ?? ''),
    notes: useField(client?.notes ?? ''),
    status: useField(client?.status ?? 'active'),
    sessionsPerWeek: useField(
      client?.sessions_per_week === null || client?.sessions_per_week === undefined ? '' : String(client.sessions_per_week),
      [optional((value) => (/^\d+$/.test(value) && Number(value) <= 14 ? undefined : msg`Enter a whole number from 0 to 14`))],
    ),
  };
}

export const allFields = (fields: ClientFields): FieldState[] => [
  fields.name,
  fields.email,
  fields.phoneCountry,
  fields.phone,
  fields.birthDate,
  fields.goals,
  fields.notes,
  fields.status,
  fields.sessionsPerWeek,
];

/** The record's fields from the form, or undefined when something is not valid (messages shown). */
export function clientValues(
  fields: ClientFields,
):
  | Omit<
      Client,
      'id' | 'version' | 'updated_at' | 'coach_id' | 'user_id' | 'invited_until' | 'added_at' | 'age_group_id' | 'joints_to_spare'
    >
  | undefined {
  if (!validateAll(allFields(fields))) return undefined;
  const phone = fields.phone.value.trim();
  return {
    name: fields.name.value.trim(),
    email: fields.email.value.trim() || null,
    phone_country: phone ? fields.phoneCountry.value : null,
    phone: phone ? (toE164(phone, fields.phoneCountry.value) ?? null) : null,
    birth_date: fields.birthDate.value || null,
    goals: fields.goals.value.trim() || null,
    notes: fields.notes.value.trim() || null,
    status: fields.status.value === 'paused' || fields.status.value === 'archived' ? fields.status.value : 'active',
    sessions_per_week: fields.sessionsPerWeek.value.trim() ? Number(fields.sessionsPerWeek.value) : null,
  };
}
