import type { BrandVariants, Theme } from '@fluentui/react-components';

/**
 * A blue ramp. Light mode uses step 80 (#1565c0) as the primary colour; dark mode uses the
 * lighter steps 100–110 for text and strokes, so the primary reads as a lighter blue on dark
 * surfaces (docs/product.md §9). Both pass WCAG AA against their backgrounds. Read at build time by
 * tools/vite/fluent-themes.ts; keep it plain data.
 */
export const brand: BrandVariants = {
  10: '#030a17',
  20: '#0a1a33',
  30: '#0d2849',
  40: '#0d3560',
  50: '#0e4277',
  60: '#0f4f8f',
  70: '#125ca7',
  80: '#1565c0',
  90: '#2a7ad6',
  100: '#4a90e2',
  110: '#6aa5ea',
  120: '#8bbaf0',
  130: '#abcff5',
  140: '#cbe2f9',
  150: '#e3effc',
  160: '#f4f9fe',
};

export const darkOverrides: Partial<Theme> = {
  colorBrandForeground1: brand[110],
  colorBrandForeground2: brand[120],
  colorBrandForegroundLink: brand[110],
  colorBrandForegroundLinkHover: brand[120],
  colorCompoundBrandStroke: brand[110],
};
