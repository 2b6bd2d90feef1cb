import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckInQuestionKind } from '@core/records/check-ins';

/** What each kind of question is called in the form builder. */
export const QUESTION_KIND_LABELS: Record<CheckInQuestionKind, MessageDescriptor> = {
  scale: msg`Scale 1–5`,
  number: msg`Number`,
  yes_no: msg`Yes or no`,
  short_text: msg`Short text`,
  long_text: msg`Long text`,
  choice: msg`Choice`,
  photo: msg`Photo`,
};
