/** Phones held upright: headers drop what is decorative there so that every control still fits in 360 px. */
export const NARROW_SCREEN = '@media (max-width: 479px)';

/**
 * Below this width the signed-in header cannot hold the language, theme and messages controls
 * beside the navigation, sync and account buttons (a 390 px phone needed ~530 px), so the account
 * menu takes them in. The query alone, for matchMedia.
 */
export const COMPACT_HEADER_QUERY = '(max-width: 599px)';

/** A finger rather than a mouse, or a screen narrow enough to be a phone's: controls get 44 px. */
export const TOUCH = `@media (pointer: coarse), ${COMPACT_HEADER_QUERY}`;
