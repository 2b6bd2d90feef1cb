import { LanguageSwitcher } from '@/ui/LanguageSwitcher';
import { LazySyncIndicator } from '@/ui/sync/LazySyncIndicator';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { useLayoutStyles } from './layout-styles';

/**
 * Sync state, language and theme: every layout shows them (docs/product.md §9, sync/SPEC.md E5).
 * `collapsed`: a menu of the layout's own offers the language and theme, so only the sync state stays.
 */
export function HeaderControls({ collapsed = false }: { collapsed?: boolean }) {
  const styles = useLayoutStyles();
  return (
    <div className={styles.controls} data-testid="header-controls">
      <LazySyncIndicator />
      {!collapsed && (
        <>
          <LanguageSwitcher />
          <ThemeToggle />
        </>
      )}
    </div>
  );
}
