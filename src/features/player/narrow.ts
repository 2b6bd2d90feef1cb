// Relative, not '@/ui/screen': the build evaluates style modules before path aliases apply.
// eslint-disable-next-line no-restricted-imports -- the one place the player's styles reach src/ui for it
export { NARROW_SCREEN } from '../../ui/screen';
