import { transformSync } from '@babel/core';
import type { PluginItem } from '@babel/core';
import griffelPreset, { type BabelPluginOptions, type Evaluator } from '@griffel/babel-preset';

// A CommonJS package: Node gives ES modules only its default export.
const { shakerEvaluator } = griffelPreset as unknown as { shakerEvaluator: Evaluator };

const parseSources = {
  presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true }], '@babel/preset-react'],
  plugins: ['@babel/plugin-transform-modules-commonjs'],
} satisfies BabelPluginOptions['babelOptions'];

/**
 * The preset evaluates each style module as CommonJS. Node 20.19+ resolves require() with the
 * "module-sync" condition, which hands it @swc/helpers' ES modules (imported by every Fluent
 * package); those are translated first. Another package doing the same fails the build loudly.
 */
const esModuleAsCommonJs: Evaluator = (filename, _options, text) => {
  const result = transformSync(text, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: ['@babel/plugin-transform-modules-commonjs'],
  });
  if (!result?.code) throw new Error(`griffel-aot: could not translate ${filename}`);
  return [result.code, null];
};

/**
 * Griffel's build-time transform: makeStyles() calls become their finished CSS rules, so the
 * browser no longer turns style objects into CSS on every first render, and Griffel's CSS
 * compiler (stylis) leaves the bundle. Fluent's own components ship transformed already.
 */
export function griffelAot(): PluginItem {
  const options: BabelPluginOptions = {
    babelOptions: parseSources,
    evaluationRules: [
      { action: shakerEvaluator },
      { test: /[\\/]node_modules[\\/]/, action: 'ignore' },
      { test: /[\\/]node_modules[\\/]@swc[\\/]helpers[\\/]esm[\\/]/, action: esModuleAsCommonJs },
    ],
  };
  return ['@griffel/babel-preset', options];
}
