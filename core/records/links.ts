/*
 * What an exercise's links may be, without zod: the screens that show the link (the player
 * among them) import this, not the schema module, so zod stays off their first download
 * (docs/decisions/0034-zod-is-not-in-the-first-download.md). The schema checks the same.
 */

/** The longest video address kept: a share link with its parameters fits many times over. */
export const VIDEO_URL_MAX = 500;

/**
 * An https address with a host and no spaces. Only https: an exercise's video is a link that
 * opens in a new tab, and a `javascript:` or `data:` address there would run or show whatever it
 * holds; plain http can be read or changed on the way.
 */
export const HTTPS_LINK = /^https:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * An http or https address with a host and no spaces: an exercise's pictures (`media`) and where
 * it came from (`source_url`), shown as links. Never `javascript:`, `data:` or any other scheme,
 * for the reason above. Plain http stays allowed here only because records stored before this
 * rule hold such links (the old editor's picture link took them), and a patch is checked against
 * the whole record it makes: refusing http would refuse every later edit of those exercises.
 */
export const WEB_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
