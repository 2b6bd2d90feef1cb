import { makeStyles, tokens } from '@fluentui/react-components';

/** The dashboard's own parts; its sections are the shared cards of `@/ui/section-styles`. */
export const useDashboardStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  fact: { margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  charts: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 900px)': { gridTemplateColumns: '1fr 1fr' },
  },
  scroller: { overflowX: 'auto' },
  note: { display: 'block', margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground2 },
  subtitle: { display: 'block', marginBottom: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
});
