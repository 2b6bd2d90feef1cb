/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module 'virtual:fluent-theme/*' {
  import type { Theme } from '@fluentui/react-components';
  const theme: Theme;
  export default theme;
}

declare module 'virtual:mdi/*' {
  const path: string;
  export default path;
}

/** The build this code belongs to (vite.config.ts): the package version, or TRENERIS_BUILD_ID. */
declare const __APP_BUILD__: string;
