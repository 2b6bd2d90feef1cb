import { makeStyles, tokens } from '@fluentui/react-components';
// Relative: the build evaluates style modules before path aliases apply.
import { NARROW_SCREEN } from '../../ui/screen';

/** Pieces every layout shares, so the four layouts differ only where they really differ. */
export const useLayoutStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW_SCREEN]: { paddingInline: tokens.spacingHorizontalXS, gap: tokens.spacingHorizontalXXS },
    // Thumb-sized, as elsewhere in the app: the header is what a phone user taps most.
    '& .fui-Button': { minWidth: '44px', minHeight: '44px' },
  },
  /** Shown only where there is room: the brand name, a label next to an icon. */
  wideOnly: { [NARROW_SCREEN]: { display: 'none' } },
  brand: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  spacer: { flexGrow: 1 },
  controls: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    '& .fui-Button': { minWidth: '44px', minHeight: '44px' },
  },
  main: {
    flexGrow: 1,
    // A flex item is otherwise as wide as its widest content: one wide table or toolbar and the
    // whole page scrolls sideways on a phone, header included.
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    ':focus': { outline: 'none' },
  },
});
