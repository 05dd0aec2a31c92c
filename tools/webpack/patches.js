// Files of installed packages that patches/ changes. patch-package applies the patch files after every `npm install`
// and `npm ci` (the root package.json's postinstall, with --error-on-fail: a release whose file no longer takes a
// patch fails the install). The build checks that each file still carries its patch: installed with
// --ignore-scripts, or after an upgrade without a new patch file, the first page would otherwise quietly grow by
// the code the patch lets the minifier drop. Why each patch: docs/adr/0005-chakra-theme-patch.md and
// docs/adr/0006-chakra-anatomy-patch.md.
const fs = require('fs');
const path = require('path');
const { describeInstalled, packageNameOf, resolveForBrowser } = require('./packages');

const ROOT = path.resolve(__dirname, '..', '..');

const PATCHES = [
  {
    // `const defaultThemeConfig = /* @__PURE__ */ defineConfig({…})`: without it every Chakra recipe stays
    request: '@chakra-ui/react/theme',
    expected: 'dist/esm/theme/index.js',
    marked: /\bdefaultThemeConfig = \/\* @__PURE__ \*\/ defineConfig\(/g,
    unmarked: /\bdefaultThemeConfig\s*=\s*defineConfig\(/g,
    minimum: 1,
    adr: 'docs/adr/0005-chakra-theme-patch.md',
  },
  {
    // `const xAnatomy = /* @__PURE__ */ (() => createAnatomy("x").parts(…))()`: without it every anatomy stays
    request: '@chakra-ui/react/anatomy',
    expected: 'dist/esm/anatomy.js',
    marked: /^const \w+Anatomy = \/\* @__PURE__ \*\/ \(\(\) => /gm,
    unmarked: /^const \w+Anatomy = (?!\/\* @__PURE__ \*\/)/gm,
    minimum: 10,
    adr: 'docs/adr/0006-chakra-anatomy-patch.md',
  },
];

const count = (source, pattern) => (source.match(pattern) ?? []).length;

/** The installed file a patch was written for; throws when the package no longer has it where the patch expects. */
function patchedFile({ request, expected }, fromDir) {
  const name = packageNameOf(request);
  let file;
  try {
    file = resolveForBrowser(request, fromDir);
  } catch (error) {
    throw new Error(`patches/: ${describeInstalled(name, fromDir)} no longer provides '${request}' (${error.message})`);
  }
  if (!file.endsWith(path.join('node_modules', name, expected))) {
    throw new Error(`patches/: ${describeInstalled(name, fromDir)} resolves '${request}' to ${file}, not ${expected}`);
  }
  return file;
}

/**
 * Throws, naming the package, its version and the file, unless every patched file carries its patch.
 * `read` (tests) gives a file's source.
 */
function checkPatchesApplied(fromDir = path.join(ROOT, 'shared'), read = (file) => fs.readFileSync(file, 'utf8')) {
  const faults = [];
  for (const patch of PATCHES) {
    const file = patchedFile(patch, fromDir);
    const source = read(file);
    const marked = count(source, patch.marked);
    const unmarked = count(source, patch.unmarked);
    if (marked < patch.minimum || unmarked > 0) {
      faults.push(
        `${describeInstalled(packageNameOf(patch.request), fromDir)}: ${patch.expected} is not patched ` +
          `(${marked} marked, ${unmarked} unmarked; see ${patch.adr})`,
      );
    }
  }
  if (faults.length > 0) {
    throw new Error(
      `Installed files lack the patches of patches/:\n  ${faults.join('\n  ')}\n` +
        'Run `npm ci` (its postinstall runs patch-package), or, after an upgrade, make the patch for the new version.',
    );
  }
}

module.exports = { PATCHES, checkPatchesApplied, patchedFile };
