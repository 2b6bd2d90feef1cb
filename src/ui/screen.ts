/** Phones held upright: headers drop what is decorative there so that every control still fits in 360 px. */
export const NARROW_SCREEN = '@media (max-width: 479px)';
