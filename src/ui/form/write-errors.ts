import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { InvalidMutation } from '@sync/mutations';
import { isQuotaError } from '@/data/local/quota';

/**
 * What to tell someone whose local write failed. Storage running out is said plainly, never
 * swallowed (docs/architecture.md §8): nothing was saved, and they need to know.
 */
export function localWriteFailure(error: unknown): MessageDescriptor {
  if (isQuotaError(error)) return msg`This device is out of storage space, so the change was not saved. Free some space and try again.`;
  if (error instanceof InvalidMutation) return msg`Some fields are not valid`;
  return msg`The change could not be saved on this device. Reload the page and try again.`;
}
