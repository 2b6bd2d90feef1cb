import {
  Button,
  makeStyles,
  Toast,
  ToastFooter,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { attachToaster, type Notice } from './notify';

/** Long enough to read a sentence twice at a glance away from the screen (WCAG 2.2.1: hover or focus pauses it). */
export const CONFIRMATION_MS = 8000;

const useStyles = makeStyles({
  // A finger's width to dismiss (docs/product.md, touch targets).
  dismiss: { minHeight: '44px', minWidth: '44px' },
});

/**
 * The app's one toaster (ui/feedback/notify.ts): at the bottom of the viewport, where a thumb is
 * and where it is seen after scrolling. Announced through Fluent's live region: errors at once
 * (assertive), confirmations politely. Confirmations go after a while, paused while pointed at,
 * focused or while the window is away; errors stay until dismissed.
 */
export default function AppToaster() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const toasterId = useId('app-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const byKey = useRef(new Map<string, string>());
  const count = useRef(0);
  useEffect(
    () =>
      attachToaster(
        (notice: Notice) => {
          const error = notice.intent === 'error';
          const toastId = `notice-${String(++count.current)}`;
          if (notice.key) {
            const earlier = byKey.current.get(notice.key);
            if (earlier) dismissToast(earlier);
            byKey.current.set(notice.key, toastId);
          }
          const action = notice.action;
          const dismiss = (
            <ToastTrigger>
              <Button appearance="transparent" className={styles.dismiss}>
                {t`Dismiss`}
              </Button>
            </ToastTrigger>
          );
          dispatchToast(
            <Toast>
              <ToastTitle action={dismiss}>{i18n._(notice.message)}</ToastTitle>
              {action && (
                <ToastFooter>
                  {/* Not a ToastTrigger: it puts its own click handler on the button, and the action never ran. */}
                  <Button
                    className={styles.dismiss}
                    onClick={() => {
                      action.run();
                      dismissToast(toastId);
                    }}
                  >
                    {i18n._(action.label)}
                  </Button>
                </ToastFooter>
              )}
            </Toast>,
            {
              toastId,
              intent: notice.intent,
              politeness: error ? 'assertive' : 'polite',
              timeout: error ? -1 : CONFIRMATION_MS,
              pauseOnHover: true,
              pauseOnWindowBlur: true,
            },
          );
        },
        (key) => {
          const shown = byKey.current.get(key);
          if (shown) dismissToast(shown);
          byKey.current.delete(key);
        },
      ),
    [dispatchToast, dismissToast, i18n, t, styles.dismiss],
  );
  return <Toaster toasterId={toasterId} position="bottom" pauseOnHover pauseOnWindowBlur />;
}
