import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentProps } from 'react';
import { sessionAtom } from '@/data/session';

// One chunk for all four: the bell's, the phone menu's entry, badge and dialog read the same records.
const messages = () => import('./NotificationBell');
const NotificationBell = lazy(messages);
const MessagesMenuItem = lazy(() => messages().then((module) => ({ default: module.MessagesMenuItem })));
const UnreadBadge = lazy(() => messages().then((module) => ({ default: module.UnreadBadge })));
const MessagesDialog = lazy(() => messages().then((module) => ({ default: module.MessagesDialog })));

/** The bell of the default layout, loaded only for a signed-in user. */
export function LazyNotificationBell() {
  if (useAtomValue(sessionAtom) === null) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

export function LazyMessagesMenuItem(props: ComponentProps<typeof MessagesMenuItem>) {
  return (
    <Suspense fallback={null}>
      <MessagesMenuItem {...props} />
    </Suspense>
  );
}

/** Placed in a positioned box beside the button it counts for. */
export function LazyUnreadBadge() {
  return (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  );
}

/** Mounted only while open, so a closed dialog leaves nothing in the page. */
export function LazyMessagesDialog(props: ComponentProps<typeof MessagesDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <MessagesDialog {...props} />
    </Suspense>
  );
}
