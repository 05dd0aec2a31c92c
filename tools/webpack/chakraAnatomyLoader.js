// Marks the anatomies of '@chakra-ui/react/dist/esm/anatomy.js' (`const xAnatomy = createAnatomy("x").parts(…)`,
// `= xAnatomy$1.extendWith(…)`) as pure. Unmarked, the minifier must keep all ~40 of them, and with them the Zag
// anatomies of components the kit never renders (color picker, date picker, slider…), although the first page's
// recipes use four. Each initializer becomes a pure arrow call, which webpack and terser both drop when unused.
//
// The rewrite depends on how Chakra writes that file, so a release that writes it otherwise fails the build
// (naming the package and its version) instead of quietly putting every anatomy back on the first page.
const { describePackageOf, requireFromWebpack } = require('./packages');

const DECLARATION = /^const (\w+Anatomy) = ([\s\S]*?);$/gm;
/** Fewer than this and the file has been reorganised: the saving would be lost. */
const MIN_ANATOMIES = 10;

/** The rewritten source; throws when the file no longer has the expected shape. */
function markAnatomiesPure(source, file) {
  const declared = (source.match(/^const \w+Anatomy\b/gm) ?? []).length;
  let marked = 0;
  const result = source.replace(DECLARATION, (_all, name, init) => {
    marked += 1;
    return `const ${name} = /* @__PURE__ */ (() => ${init})();`;
  });
  const fault =
    marked < MIN_ANATOMIES
      ? `only ${marked} anatomies found (expected at least ${MIN_ANATOMIES})`
      : marked !== declared
        ? `${declared - marked} of ${declared} anatomy declarations are not one statement ending its line`
        : parseError(result);
  if (fault) {
    throw new Error(`chakraAnatomyLoader: ${describePackageOf(file)} (${file}): ${fault}; update tools/webpack/chakraAnatomyLoader.js`);
  }
  return result;
}

/** Why the rewritten file is not valid JavaScript, or undefined. */
function parseError(source) {
  try {
    requireFromWebpack('acorn').parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
    return undefined;
  } catch (error) {
    return `the rewritten file does not parse (${error.message})`;
  }
}

module.exports = function chakraAnatomyLoader(source) {
  return markAnatomiesPure(source, this.resourcePath);
};
module.exports.markAnatomiesPure = markAnatomiesPure;
