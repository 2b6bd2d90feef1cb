import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // No top margin: the browser's default for h1 would collapse through the page's wrapper and push
  // the page down by its height once it replaces the loading state (a layout shift).
  title: { display: 'block', marginTop: 0, marginBottom: tokens.spacingVerticalL },
});

export function PageTitle({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <Title2 as="h1" className={styles.title}>
      {children}
    </Title2>
  );
}
