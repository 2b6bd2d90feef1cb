import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  title: { display: 'block', marginBottom: tokens.spacingVerticalL },
});

export function PageTitle({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <Title2 as="h1" className={styles.title}>
      {children}
    </Title2>
  );
}
