// Marks the `defaultThemeConfig = defineConfig({...})` call of '@chakra-ui/react/theme' as pure. Unmarked, the
// minifier must keep it, and with it the recipes of all ~90 Chakra components (≈120 kB minified), even though
// shared/src/ui/system.ts imports only the recipes of the components the kit re-exports.
module.exports = function chakraThemeLoader(source) {
  const marked = source.replace(/=\s*defineConfig\(/g, '= /* @__PURE__ */ defineConfig(');
  if (marked === source) this.emitWarning(new Error('chakraThemeLoader: no defineConfig( call found; the theme may no longer be tree-shaken'));
  return marked;
};
