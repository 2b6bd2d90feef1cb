import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  title: MessageDescriptor;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The current route's title in the active language. */
export function useRouteTitle(): string {
  const { i18n } = useLingui();
  const handle = useRouteHandle();
  return handle ? i18n._(handle.title) : '';
}
