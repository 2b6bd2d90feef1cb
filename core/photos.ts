/**
 * The limits of progress photos (docs/api.md, "Progress photos"), the same on the device, which
 * keeps a photo inside them before it is sent, and on the server, which never trusts that it did.
 */
export const PHOTO_LIMITS = {
  /** What one upload may weigh, before the server makes it smaller. */
  uploadBytes: 10 * 1024 * 1024,
  /** The longest side of a stored photo, in pixels: a phone screen's worth, sharp on a tablet. */
  longSide: 1600,
  /** The longest side of a picture the server opens at all: a 20,000 px image is refused unread. */
  inputSide: 12_000,
  /** Photos one client keeps at a time, and what they may weigh together as stored. */
  photosPerClient: 1_000,
  storedBytesPerClient: 500 * 1024 * 1024,
} as const;

/** The picture formats accepted, by what the bytes are, never by a name. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
