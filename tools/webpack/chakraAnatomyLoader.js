// Marks the anatomies of '@chakra-ui/react/dist/esm/anatomy.js' (`const xAnatomy = createAnatomy("x").parts(…)`,
// `= xAnatomy$1.extendWith(…)`) as pure. Unmarked, the minifier must keep all ~50 of them, and with them the Zag
// anatomies of components the kit never renders (color picker, date picker, slider…), although the first page's
// recipes use four. Each initializer becomes a pure arrow call, which webpack and terser both drop when unused.
module.exports = function chakraAnatomyLoader(source) {
  let count = 0;
  const marked = source.replace(/^const (\w+Anatomy) = ([\s\S]*?);$/gm, (_all, name, init) => {
    count += 1;
    return `const ${name} = /* @__PURE__ */ (() => ${init})();`;
  });
  if (count < 10) this.emitWarning(new Error(`chakraAnatomyLoader: only ${count} anatomies marked; the file may have changed`));
  return marked;
};
