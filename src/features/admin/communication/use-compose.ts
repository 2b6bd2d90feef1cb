import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, type Audience, type MessageRequest } from '@core/admin-api';
import { useField, validateAll, type FieldState } from '@/ui/form/use-field';
import { NOT_VALID, required, type Validator } from '@/ui/form/validators';

export interface Person {
  id: string;
  name: string;
  email: string;
}

export interface Channels {
  app: boolean;
  email: boolean;
}

export const ROLE_IDS = [1, 2, 3] as const;

// The server counts the trimmed text, so the form does too.
const atMost =
  (max: number): Validator =>
  (value) =>
    value.trim().length <= max ? undefined : msg`Use at most ${max} characters`;

const chosen =
  (message: MessageDescriptor): Validator =>
  (value) =>
    value ? undefined : message;

/** A value that is not a text (a list, a pair of switches), validated whenever it changes. */
export interface ChoiceState<T> {
  value: T;
  error: MessageDescriptor | undefined;
  setError: (error: MessageDescriptor | undefined) => void;
  change: (next: T) => void;
  validate: () => boolean;
}

function useChoice<T>(initial: T, problemOf: (value: T) => MessageDescriptor | undefined): ChoiceState<T> {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<MessageDescriptor>();
  const check = (candidate: T) => {
    const problem = problemOf(candidate);
    setError(problem);
    return !problem;
  };
  return {
    value,
    error,
    setError,
    change: (next) => {
      setValue(next);
      check(next);
    },
    validate: () => check(value),
  };
}

export interface Compose {
  subject: FieldState;
  body: FieldState;
  /** Which kind of audience: everyone, role, age-group or users. */
  kind: FieldState;
  role: FieldState;
  ageGroup: FieldState;
  people: ChoiceState<Person[]>;
  channels: ChoiceState<Channels>;
  /** The audience as chosen so far; undefined while its choice is incomplete. */
  audience: Audience | undefined;
  /** Validates the audience's own field only (a preview needs nothing else). */
  validateAudience: () => Audience | undefined;
  /** Validates every field, showing every message at once. */
  validateMessage: () => MessageRequest | undefined;
  /** Puts the server's field problems next to their fields; answers how many it placed. */
  placeServerErrors: (fields: Record<string, string>) => number;
}

/** The compose form's fields, and the request they make. */
export function useCompose(): Compose {
  const subject = useField('', [required, atMost(MESSAGE_SUBJECT_MAX)]);
  const body = useField('', [required, atMost(MESSAGE_BODY_MAX)]);
  const kind = useField('everyone');
  const role = useField('', [chosen(msg`Choose a role`)]);
  const ageGroup = useField('', [chosen(msg`Choose an age group`)]);
  const people = useChoice<Person[]>([], (list) => (list.length > 0 ? undefined : msg`Choose at least one person`));
  const channels = useChoice<Channels>({ app: true, email: false }, (value) =>
    value.app || value.email ? undefined : msg`Choose at least one channel`,
  );

  let audience: Audience | undefined;
  switch (kind.value) {
    case 'role': {
      const roleId = ROLE_IDS.find((id) => String(id) === role.value);
      audience = roleId ? { kind: 'role', role_id: roleId } : undefined;
      break;
    }
    case 'age-group':
      audience = ageGroup.value ? { kind: 'age-group', age_group_id: ageGroup.value } : undefined;
      break;
    case 'users':
      audience = people.value.length > 0 ? { kind: 'users', user_ids: people.value.map((person) => person.id) } : undefined;
      break;
    default:
      audience = { kind: 'everyone' };
  }

  const validateAudience = () => {
    const valid =
      kind.value === 'role'
        ? role.validate()
        : kind.value === 'age-group'
          ? ageGroup.validate()
          : kind.value === 'users'
            ? people.validate()
            : true;
    return valid ? audience : undefined;
  };

  const validateMessage = (): MessageRequest | undefined => {
    // Every check runs (no short-circuit), so every problem shows at once.
    const checks = [validateAll([subject, body]), validateAudience() !== undefined, channels.validate()];
    if (!checks.every(Boolean) || !audience) return undefined;
    return { subject: subject.value.trim(), body: body.value.trim(), audience, channels: channels.value };
  };

  const placeServerErrors = (fields: Record<string, string>) => {
    const targets: [string, (error: MessageDescriptor) => void][] = [
      ['subject', (error) => subject.setError(error)],
      ['body', (error) => body.setError(error)],
      ['audience.role_id', (error) => role.setError(error)],
      ['audience.age_group_id', (error) => ageGroup.setError(error)],
      ['audience.user_ids', people.setError],
      ['channels', channels.setError],
    ];
    let placed = 0;
    for (const path of Object.keys(fields)) {
      const target = targets.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`));
      if (!target) continue;
      target[1](NOT_VALID);
      placed += 1;
    }
    return placed;
  };

  return { subject, body, kind, role, ageGroup, people, channels, audience, validateAudience, validateMessage, placeServerErrors };
}
