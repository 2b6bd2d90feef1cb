/** The shipped photos are 480 px wide and mostly 480 × 320 (public/exercise-images/README.md). */
export const PICTURE_WIDTH = 480;
export const PICTURE_HEIGHT = 320;
