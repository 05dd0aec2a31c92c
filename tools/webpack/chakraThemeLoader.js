// Marks the `defaultThemeConfig = defineConfig({...})` call of '@chakra-ui/react/theme' as pure. Unmarked, the
// minifier must keep it, and with it the recipes of all ~90 Chakra components (≈120 kB minified), even though
// shared/src/ui/system.ts imports only the recipes of the components the kit re-exports.
//
// A Chakra release that no longer writes that call fails the build (naming the package and its version) instead
// of quietly putting every recipe back on the first page.
const { describePackageOf } = require('./packages');

const CALL = /\bdefaultThemeConfig\s*=\s*defineConfig\(/g;

/** The rewritten source; throws when the theme's config call is not found exactly once. */
function markThemePure(source, file) {
  const found = (source.match(CALL) ?? []).length;
  if (found !== 1) {
    throw new Error(
      `chakraThemeLoader: ${describePackageOf(file)} (${file}): expected one \`defaultThemeConfig = defineConfig(\` call, ` +
        `found ${found}; update tools/webpack/chakraThemeLoader.js`,
    );
  }
  return source.replace(CALL, 'defaultThemeConfig = /* @__PURE__ */ defineConfig(');
}

module.exports = function chakraThemeLoader(source) {
  return markThemePure(source, this.resourcePath);
};
module.exports.markThemePure = markThemePure;
