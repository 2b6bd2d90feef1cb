// Relative, not '@/ui/screen': the build evaluates style modules before path aliases apply.
// eslint-disable-next-line no-restricted-imports -- the one place the player's styles reach src/ui for it
export { NARROW_SCREEN } from '../../ui/screen';

/** A group session's client column as narrow as a phone (six across a tablet): MemberColumn is its container. */
export const NARROW_COLUMN = '@container member (max-width: 260px)';
