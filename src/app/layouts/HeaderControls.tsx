import { LanguageSwitcher } from '@/ui/LanguageSwitcher';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { useLayoutStyles } from './layout-styles';

/** Language and theme: SPEC §9 asks that the language can be switched from every layout. */
export function HeaderControls() {
  const styles = useLayoutStyles();
  return (
    <div className={styles.controls} data-testid="header-controls">
      <LanguageSwitcher />
      <ThemeToggle />
    </div>
  );
}
