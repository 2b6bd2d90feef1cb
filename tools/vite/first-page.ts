import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The sign-in page's own modules: what a first-time visitor's first page (/user/login) renders. */
const FIRST_PAGE_MODULES = [/src\/app\/layouts\/AuthLayout\.tsx$/, /src\/features\/auth\/LoginPage\.tsx$/];
/** Loaded by language at run time, so not bundled with the page; English is the likelier one. */
const FIRST_PAGE_CATALOG = /src\/i18n\/locales\/en-US\/messages\.po$/;

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/**
 * Left to itself the bundler splits the first page into 34 small chunks, one per set of
 * routes sharing them. Each costs a request, and over HTTP/1.1's six connections on a slow
 * network the requests, not the bytes, decided when the page painted (docs/performance.md).
 * Two chunks carry it instead: everything the entry imports, and the sign-in page with what it
 * adds. Other pages that share the page's form parts load its few KB of sign-in code with them.
 */
function bundleFirstPage(): Plugin {
  const pageModules = new Set<string>();
  return {
    name: 'treneris:bundle-first-page',
    apply: 'build',
    config() {
      const groups = [
        { name: 'start', tags: ['$initial' as const], priority: 2 },
        // The application's own modules are named; the bundler adds what they use of the libraries.
        { name: 'first-page', test: (id: string) => pageModules.has(id), priority: 1 },
      ];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
    buildEnd() {
      // A watch rebuild reuses the plugin: start from the page's imports as they are now.
      pageModules.clear();
      const pending = [...this.getModuleIds()].filter((id) => FIRST_PAGE_MODULES.some((pattern) => pattern.test(id)));
      if (pending.length !== FIRST_PAGE_MODULES.length) this.error('bundle-first-page: a first-page module is missing from the build');
      // Library modules stay out: following a package's index would name every component it has.
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (pageModules.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) continue;
        pageModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
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
        const byFile = new Map(Object.values(bundle).filter(isChunk).map((chunk) => [chunk.fileName, chunk]));
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
        const links = [...wanted].filter((file) => !html.includes(`/${file}"`)).map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.join('\n')}\n  </head>`);
      },
    },
  };
}

/** The first page a new visitor sees, bundled and preloaded so it paints after as few round trips as possible. */
export function firstPage(): Plugin[] {
  return [bundleFirstPage(), preloadFirstPage()];
}
