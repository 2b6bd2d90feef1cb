/**
 * Google's analytics tag (gtag.js) and Tag Manager (gtm.js), docs/product.md §7: each loaded with its id and
 * the data-layer name. Only ever called after the person agreed (the product serves EU users).
 */

/** DO NOT rename: tags configured in Tag Manager read this global. */
export const DATA_LAYER = 'dataLayer';
const TAG_ORIGIN = 'https://www.googletagmanager.com';

export interface TagIds {
  analytics_id: string | null;
  tag_manager_id: string | null;
}

export type ConsentChoice = 'granted' | 'denied';

/** Nothing configured: nothing to ask. Configured: ask once, then do what the person chose. */
export function analyticsDecision(ids: TagIds, choice: string | null): 'none' | 'ask' | 'load' | 'declined' {
  if (!ids.analytics_id && !ids.tag_manager_id) return 'none';
  if (choice === 'granted') return 'load';
  if (choice === 'denied') return 'declined';
  return 'ask';
}

type DataLayerWindow = Window & Record<string, unknown[] | undefined>;

function dataLayer(win: Window): unknown[] {
  const holder = win as DataLayerWindow;
  holder[DATA_LAYER] ??= [];
  return holder[DATA_LAYER];
}

function addScript(doc: Document, src: string): void {
  if (doc.querySelector(`script[src="${src}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** Adds the configured tags once (a second call adds nothing). */
export function loadTags(ids: TagIds, win: Window = window): void {
  const layer = dataLayer(win);
  const doc = win.document;
  const encode = encodeURIComponent;
  if (ids.analytics_id) {
    // gtag.js reads its commands from the data layer as `arguments` objects, not arrays.
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', ids.analytics_id, { anonymize_ip: true });
    addScript(doc, `${TAG_ORIGIN}/gtag/js?id=${encode(ids.analytics_id)}&l=${DATA_LAYER}`);
  }
  if (ids.tag_manager_id) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(doc, `${TAG_ORIGIN}/gtm.js?id=${encode(ids.tag_manager_id)}&l=${DATA_LAYER}`);
  }
}
