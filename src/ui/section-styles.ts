import { makeStyles, tokens } from '@fluentui/react-components';

/** A page's sections as raised cards (profile, dashboard, communication), each under its h2. */
export const useSectionStyles = makeStyles({
  section: {
    padding: tokens.spacingHorizontalXL,
    marginBottom: tokens.spacingVerticalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    // Lets a wide table scroll inside the section instead of widening the page.
    minWidth: 0,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM },
  },
  heading: { display: 'block', marginBottom: tokens.spacingVerticalM },
});
