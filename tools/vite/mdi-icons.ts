import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:mdi/';
const IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"]@mdi\/js['"];?/g;

/**
 * @mdi/js is one module holding all 7,000 icons. Tree-shaking keeps only the used ones, but
 * keeps them together, so every icon used anywhere lands in the chunk of the first page. This
 * turns `import { mdiX } from '@mdi/js'` into one tiny module per icon, so each page ships only
 * its own icons. Types still come from @mdi/js.
 */
export function mdiIcons(): Plugin {
  let paths: Map<string, string> | undefined;
  const iconPaths = () => {
    if (!paths) {
      const source = readFileSync(createRequire(import.meta.url).resolve('@mdi/js/mdi.js'), 'utf8');
      paths = new Map([...source.matchAll(/^export var (mdi\w+) = "([^"]+)";$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
    }
    return paths;
  };
  return {
    name: 'treneris:mdi-icons',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@mdi/js')) return undefined;
      // Replaced on the same line, so line numbers (and source maps by line) stay true.
      const rewritten = code.replace(IMPORT, (_all, names: string) =>
        names
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [imported, local] = part.split(/\s+as\s+/);
            return `import ${local ?? imported} from '${PREFIX}${imported}';`;
          })
          .join(' '),
      );
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const path = iconPaths().get(name);
      if (!path) this.error(`@mdi/js has no icon named ${name}`);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}
