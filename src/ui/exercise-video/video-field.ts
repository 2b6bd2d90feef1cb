import { msg } from '@lingui/core/macro';
import { HTTPS_LINK, VIDEO_URL_MAX } from '@core/records/links';
import type { FieldSpec } from '@/ui/resource-form/field-specs';

/**
 * An exercise's video link in its editors (a coach's own exercise, the admin's library): checked
 * as the record schema checks it, so the field says what is wrong before the write is refused.
 */
export const VIDEO_URL_FIELD: FieldSpec = {
  kind: 'text',
  name: 'video_url',
  label: msg`Video link`,
  hint: msg`The https:// address of a video that shows the exercise. It opens in a new tab.`,
  pattern: HTTPS_LINK,
  invalid: msg`Enter a link that starts with https://`,
  required: false,
  max: VIDEO_URL_MAX,
};
