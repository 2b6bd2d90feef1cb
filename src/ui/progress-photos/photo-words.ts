import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PhotoPose } from '@core/records/progress-photos';
import type { PhotoProblem } from '@/data/photo-prepare';

/** What each pose is called on screen. */
export const POSE_LABELS: Record<PhotoPose, MessageDescriptor> = {
  front: msg`Front`,
  side: msg`Side`,
  back: msg`Back`,
  free: msg`Other`,
};

/** Why a chosen file did not become a photo, and what to do instead. */
export const PHOTO_PROBLEMS: Record<PhotoProblem['reason'], MessageDescriptor> = {
  too_heavy: msg`This file is too big to be a photo (more than 40 MB). Choose a photo from the camera or the gallery.`,
  unreadable: msg`This file is not a picture this device can open. Choose a JPEG, PNG or WebP photo.`,
  too_large: msg`This picture is more than 12,000 pixels wide or high. Choose a photo from the camera or the gallery.`,
};

/** Why the server did not store a picture, by its error code (docs/api.md, "Progress photos"). */
export function refusalText(code: string | undefined): MessageDescriptor {
  switch (code) {
    case 'photo_quota_exceeded':
      return msg`Your photos have reached the storage limit of 500 MB. Delete some older photos, then add this one again.`;
    case 'image_too_large':
      return msg`The picture is too large. Delete it and add it again from the camera or the gallery.`;
    case 'payload_too_large':
      return msg`The picture is larger than 10 MB. Delete it and add it again from the camera or the gallery.`;
    default:
      return msg`The server could not read this picture. Delete it and add it again.`;
  }
}
