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
