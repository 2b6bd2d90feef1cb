import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode, SelectHTMLAttributes } from 'react';

const useStyles = makeStyles({
  select: {
    appearance: 'auto',
    minHeight: '24px',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottom: `1px solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': { border: `1px solid ${tokens.colorNeutralStroke1Hover}` },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

/**
 * A plain <select> in Fluent's outline look, for the header controls present on every page (the
 * Fluent Select costs ~4 KB gzipped of the first download for the same native element).
 */
export function NativeSelect({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const styles = useStyles();
  return (
    <select {...props} className={mergeClasses(styles.select, className)}>
      {children}
    </select>
  );
}
