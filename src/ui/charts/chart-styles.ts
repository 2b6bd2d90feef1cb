import { makeStyles, tokens } from '@fluentui/react-components';

/** A chart in a figure, its caption above and its numbers as a table a click below. */
export const useChartStyles = makeStyles({
  figure: { margin: 0, minWidth: 0 },
  caption: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS },
  details: { marginTop: tokens.spacingVerticalS },
  // A 44 px target to open the table on a touch screen.
  summary: { cursor: 'pointer', color: tokens.colorBrandForeground1, minHeight: '44px', display: 'flex', alignItems: 'center' },
  // The chart sizes itself from its container; a container sized by its content would grow with
  // every measurement, so it gets a height of its own.
  plot: { height: '240px', width: '100%', overflow: 'hidden' },
  scroller: { overflowX: 'auto', maxWidth: '100%' },
});
