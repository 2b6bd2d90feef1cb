import type { CSSProperties } from 'react';

export interface IconProps {
  /** An SVG path, e.g. from @mdi/js. */
  path: string;
  size?: number;
  /** Omit for decorative icons (the default): they are hidden from assistive technology. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

export function Icon({ path, size = 20, label, className, style }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      style={style}
      fill="currentColor"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={path} />
    </svg>
  );
}
