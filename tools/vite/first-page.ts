import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The sign-in page's own modules: what a first-time visitor's first page (/user/login) renders.
 * Not the HTTP client its form sends with: the page fetches it once it is up, before anyone has
 * typed a password, and a signed-in page needs it only for its deferred work (the sync), so it
 * stays off the player's first download too.
 */
const FIRST_PAGE_MODULES = [/src\/app\/layouts\/AuthLayout\.tsx$/, /src\/features\/auth\/LoginPage\.tsx$/];
/** Loaded by language at run time, so not bundled with the page; English is the likelier one. */
const FIRST_PAGE_CATALOG = /src\/i18n\/locales\/en-US\/messages\.po$/;

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/** A page bundled into one chunk of its own: the application modules its code starts from. */
interface BundledPage {
  name: string;
  modules: RegExp[];
}

/**
 * The workout player, the screen a client opens at the gym, often from a cold start with no
 * network: its layouts, the page, and (through them) the device's database code; with them the
 * sync indicator that every signed-in page shows at once, which would otherwise be one more
 * request on the player's first visit. The sync runner and the write path (the contract's
 * validation, with zod) are not in it: they load once the page is up (src/data/first-screen.ts).
 */
const WORKOUT_PAGE_MODULES = [
  /src\/app\/WorkoutArea\.tsx$/,
  /src\/features\/player\/PlayerPage\.tsx$/,
  /src\/ui\/sync\/SyncIndicator\.tsx$/,
];

/**
 * The player's session screen, loaded once the start screen is up or when a running session is
 * opened: one file rather than the dozen small chunks of Fluent parts it shares with other screens,
 * each a fetch event of the service worker on an offline cold start.
 */
const SESSION_MODULES = [/src\/features\/player\/SessionView\.tsx$/];

/**
 * The HTTP client and the sign-in calls: what the sign-in page loads once it is up, so that the
 * form can send. One file rather than two (the client is imported alone elsewhere), which every
 * signed-in page loads anyway for its start-up's profile read.
 */
const HTTP_MODULES = [/src\/data\/auth-api\.ts$/];

/** In order of precedence: a module both pages use goes with the first, which the second then loads. */
const BUNDLED_PAGES: BundledPage[] = [
  { name: 'first-page', modules: FIRST_PAGE_MODULES },
  { name: 'workout', modules: WORKOUT_PAGE_MODULES },
  { name: 'session', modules: SESSION_MODULES },
  { name: 'http', modules: HTTP_MODULES },
];

/**
 * Left to itself the bundler splits a page into some 30 small chunks, one per set of routes
 * sharing them. Each costs a request, and over HTTP/1.1's six connections on a slow network the
 * requests, not the bytes, decided when the page painted; through the service worker, offline,
 * each costs a fetch event too (docs/performance.md). So each bundled page is one chunk beside the
 * entry's: the sign-in page with what it adds, and the player with what it adds (the device's
 * database and sync code among it, which every signed-in screen then loads from that chunk).
 * Other pages that share a page's parts load its few KB of page code with them.
 */
function bundlePages(): Plugin {
  const pageModules = new Map<string, Set<string>>(BUNDLED_PAGES.map((page) => [page.name, new Set()]));
  return {
    name: 'treneris:bundle-pages',
    apply: 'build',
    config() {
      const groups = [
        { name: 'start', tags: ['$initial' as const], priority: BUNDLED_PAGES.length + 1 },
        // The application's own modules are named; the bundler adds what they use of the libraries.
        ...BUNDLED_PAGES.map((page, index) => ({
          name: page.name,
          test: (id: string) => pageModules.get(page.name)?.has(id) ?? false,
          priority: BUNDLED_PAGES.length - index,
        })),
      ];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
    buildEnd() {
      for (const page of BUNDLED_PAGES) {
        // A watch rebuild reuses the plugin: start from the page's imports as they are now.
        const modules = pageModules.get(page.name) ?? new Set<string>();
        modules.clear();
        const pending = [...this.getModuleIds()].filter((id) => page.modules.some((pattern) => pattern.test(id)));
        if (pending.length !== page.modules.length) this.error(`bundle-pages: a module of ${page.name} is missing from the build`);
        // Library modules stay out: following a package's index would name every component it has.
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (modules.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) continue;
          modules.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
}

/**
 * Without help the browser discovers the sign-in page's code only after the entry script has run
 * and the router has matched the address: a second round trip before anything is painted. These
 * links let it fetch that code alongside the entry. Visitors of other pages fetch a few KB they
 * may not need yet; the service worker precaches them anyway.
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'treneris:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const byFile = new Map(
          Object.values(bundle)
            .filter(isChunk)
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const wanted = new Set<string>();
        const visit = (file: string) => {
          if (wanted.has(file)) return;
          wanted.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        const holds = (chunk: OutputChunk, pattern: RegExp) => chunk.moduleIds.some((id) => pattern.test(id));
        const patterns = [...FIRST_PAGE_MODULES, FIRST_PAGE_CATALOG];
        for (const chunk of byFile.values()) {
          if (patterns.some((pattern) => holds(chunk, pattern))) visit(chunk.fileName);
        }
        const missing = patterns.filter((pattern) => ![...byFile.values()].some((chunk) => holds(chunk, pattern)));
        if (missing.length > 0) this.error(`preload-first-page: no chunk for ${missing.join(', ')}`);
        const links = [...wanted]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.join('\n')}\n  </head>`);
      },
    },
  };
}

/**
 * The first page a new visitor sees, bundled and preloaded so it paints after as few round trips
 * as possible, and the workout player bundled so it starts from few scripts.
 */
export function firstPage(): Plugin[] {
  return [bundlePages(), preloadFirstPage()];
}
