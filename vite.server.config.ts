import { defineConfig } from 'vite';
import { alias } from './vite.config.ts';

/**
 * Bundles the Node server (and its CLIs) so production runs plain JavaScript with the same
 * path aliases the sources use. Dependencies stay external and load from node_modules.
 */
export default defineConfig({
  resolve: { alias },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'build/server',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: { main: 'server/main.ts' },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
