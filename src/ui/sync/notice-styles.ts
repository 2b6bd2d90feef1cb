import { makeStyles, tokens } from '@fluentui/react-components';

/** How a notice about replaced changes looks wherever it shows (a record's screen, the sync details, a history). */
export const useNoticeStyles = makeStyles({
  notice: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusWarningBorder1}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
  },
  title: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', fontWeight: tokens.fontWeightSemibold },
  icon: { flexShrink: 0, marginTop: '1px', color: tokens.colorStatusWarningForeground1 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Thumb-sized, as every action on a phone or tablet.
  action: { minHeight: '44px' },
});
