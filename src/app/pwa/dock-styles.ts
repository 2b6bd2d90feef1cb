import { makeStyles, tokens } from '@fluentui/react-components';

/** A bar docked at the bottom of the screen, where it covers the least: the update prompt and its kin. */
export const useDockStyles = makeStyles({
  dock: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalM,
    bottom: `max(${tokens.spacingVerticalM}, env(safe-area-inset-bottom))`,
    zIndex: 1000,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    maxWidth: '560px',
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    pointerEvents: 'auto',
  },
  icon: { color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: '12em' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
});
