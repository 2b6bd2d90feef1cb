import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckInStatus } from '@core/check-in-schedule';

/** Where a due check-in stands, as the coach and the client read it. */
export const STATUS_LABELS: Record<CheckInStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  due: msg`Due`,
  answered: msg`Answered`,
  missed: msg`Missed`,
};
