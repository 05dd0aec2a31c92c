const fs = require('fs');
const path = require('path');
const { markAnatomiesPure } = require('../webpack/chakraAnatomyLoader');
const { markThemePure } = require('../webpack/chakraThemeLoader');
const { PATCHES, patchRules } = require('../webpack/patches');
const { resolveForBrowser } = require('../webpack/packages');

const SHARED = path.resolve(__dirname, '..', '..', 'shared');
const realInput = (request) => {
  const file = resolveForBrowser(request, SHARED);
  return { file, source: fs.readFileSync(file, 'utf8') };
};
const chakraVersion = require('@chakra-ui/react/package.json').version;

describe('the Chakra loaders on the files installed today', () => {
  it('mark every anatomy of @chakra-ui/react/anatomy pure', () => {
    const { file, source } = realInput('@chakra-ui/react/anatomy');
    const declared = source.match(/^const \w+Anatomy\b/gm).length;
    const result = markAnatomiesPure(source, file);
    expect(declared).toBeGreaterThanOrEqual(10);
    expect(result.match(/\/\* @__PURE__ \*\/ \(\(\) => /g)).toHaveLength(declared);
  });

  it("mark the theme's config call pure", () => {
    const { file, source } = realInput('@chakra-ui/react/theme');
    expect(markThemePure(source, file)).toContain('defaultThemeConfig = /* @__PURE__ */ defineConfig(');
  });

  it('find the files they were written for', () => {
    expect(patchRules(SHARED)).toHaveLength(PATCHES.length);
  });
});

describe('a Chakra release written otherwise', () => {
  const anatomy = realInput('@chakra-ui/react/anatomy');
  const theme = realInput('@chakra-ui/react/theme');

  it('fails the build naming the package and its version', () => {
    const renamed = anatomy.source.replace(/^const (\w+)Anatomy = /gm, 'let $1Anatomy = ');
    expect(() => markAnatomiesPure(renamed, anatomy.file)).toThrow(`@chakra-ui/react@${chakraVersion}`);
    expect(() => markThemePure(theme.source.replace('defaultThemeConfig =', 'themeConfig ='), theme.file)).toThrow(
      `chakraThemeLoader: @chakra-ui/react@${chakraVersion}`,
    );
  });

  it('fails when a declaration spans statements the pattern would cut', () => {
    const split = anatomy.source.replace(/^const (\w+)Anatomy = createAnatomy\(("\w+")\)/m, 'const $1Anatomy = createAnatomy($2, () => {\n  init();\n})');
    expect(() => markAnatomiesPure(split, anatomy.file)).toThrow(/does not parse|not one statement/);
  });
});
