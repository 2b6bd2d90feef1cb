import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The modules a first-time visitor's first page (/user/login) needs, beyond the entry's own imports. */
const FIRST_PAGE = [/src\/app\/layouts\/AuthLayout\.tsx$/, /src\/features\/auth\/LoginPage\.tsx$/, /src\/i18n\/locales\/en-US\/messages\.po$/];

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/**
 * Without help the browser discovers the sign-in page's code only after the entry script has run
 * and the router has matched the address: a second round trip before anything is painted. These
 * links let it fetch that code alongside the entry. Visitors of other pages fetch a few KB they
 * may not need yet; the service worker precaches them anyway.
 */
export function preloadFirstPage(): Plugin {
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
        for (const chunk of byFile.values()) {
          if (FIRST_PAGE.some((pattern) => holds(chunk, pattern))) visit(chunk.fileName);
        }
        const missing = FIRST_PAGE.filter((pattern) => ![...byFile.values()].some((chunk) => holds(chunk, pattern)));
        if (missing.length > 0) this.error(`preload-first-page: no chunk for ${missing.join(', ')}`);
        const links = [...wanted].filter((file) => !html.includes(`/${file}"`)).map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.join('\n')}\n  </head>`);
      },
    },
  };
}
