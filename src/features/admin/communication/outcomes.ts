import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SentMessage } from '@core/admin-api';
import { apiFailure } from '@/data/api-errors';
import type { Status } from '@/ui/StatusBar';

/** What a sent message reached, for the announcement after sending. */
export function sentSummary(sent: SentMessage): Status {
  const { recipients, app_delivered: delivered, email_sent: emailsSent, email_failed: emailsFailed } = sent;
  let message: MessageDescriptor;
  if (sent.channels.app && sent.channels.email) {
    message = msg`Sent to ${plural(recipients, { one: '# person', other: '# people' })}. Delivered in the app: ${delivered}. E-mails sent: ${emailsSent}, failed: ${emailsFailed}.`;
  } else if (sent.channels.app) {
    message = msg`Sent to ${plural(recipients, { one: '# person', other: '# people' })}. Delivered in the app: ${delivered}.`;
  } else {
    message = msg`Sent to ${plural(recipients, { one: '# person', other: '# people' })}. E-mails sent: ${emailsSent}, failed: ${emailsFailed}.`;
  }
  return { intent: emailsFailed > 0 ? 'warning' : 'success', message };
}

export interface SendFailure {
  message: MessageDescriptor;
  /** The message may have gone out all the same: the history is worth reloading before a retry. */
  unsure: boolean;
}

/** Why a send failed, as the form says it; field problems go next to their fields. */
export async function sendFailure(error: unknown, placeFields: (fields: Record<string, string>) => number): Promise<SendFailure> {
  const failure = await apiFailure(error);
  // A send to many people takes a while: a connection lost (or a server failing) meanwhile does not
  // mean that nothing went out.
  if (failure.status === 0) {
    return {
      message: msg`The server could not be reached, so the message may not have been sent. Check the history below before sending it again; your message is still here.`,
      unsure: true,
    };
  }
  if (failure.status >= 500) {
    return {
      message: msg`Something went wrong on the server, and the message may not have been sent. Check the history below before sending it again; your message is still here.`,
      unsure: true,
    };
  }
  if (failure.status === 403) return { message: msg`Not sent: only administrators may send messages.`, unsure: false };
  if (failure.status === 400) {
    placeFields(failure.fields);
    return { message: msg`Not sent: some fields are not valid.`, unsure: false };
  }
  return { message: msg`Not sent. Try again in a moment; your message is still here.`, unsure: false };
}

/** Why a preview failed. */
export async function previewFailure(error: unknown, placeFields: (fields: Record<string, string>) => number): Promise<MessageDescriptor> {
  const failure = await apiFailure(error);
  if (failure.status === 0) return msg`No preview: the server cannot be reached. Check the connection and try again.`;
  if (failure.status === 400) {
    placeFields(failure.fields);
    return msg`No preview: the audience is not valid.`;
  }
  return msg`No preview. Try again in a moment.`;
}
