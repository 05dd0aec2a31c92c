// Files of packages that the build rewrites (see the loaders). The rules name the files the apps' imports resolve
// to, and a file that is no longer where it was fails the build: otherwise the loader would silently stop
// running and the first page would grow.
const path = require('path');
const { describeInstalled, packageNameOf, resolveForBrowser } = require('./packages');

const ROOT = path.resolve(__dirname, '..', '..');

const PATCHES = [
  { request: '@chakra-ui/react/theme', expected: 'dist/esm/theme/index.js', loader: path.join(__dirname, 'chakraThemeLoader.js') },
  { request: '@chakra-ui/react/anatomy', expected: 'dist/esm/anatomy.js', loader: path.join(__dirname, 'chakraAnatomyLoader.js') },
];

/** webpack rules applying each loader to the one file it was written for. */
function patchRules(fromDir = path.join(ROOT, 'shared')) {
  return PATCHES.map(({ request, expected, loader }) => {
    let file;
    try {
      file = resolveForBrowser(request, fromDir);
    } catch (error) {
      throw new Error(`${path.basename(loader)}: ${describeInstalled(packageNameOf(request), fromDir)} no longer provides '${request}' (${error.message})`);
    }
    const suffix = path.join('node_modules', packageNameOf(request), expected);
    if (!file.endsWith(suffix)) {
      throw new Error(`${path.basename(loader)}: ${describeInstalled(packageNameOf(request), fromDir)} resolves '${request}' to ${file}, not ${expected}`);
    }
    return { test: (resource) => resource.endsWith(suffix), use: loader };
  });
}

module.exports = { PATCHES, patchRules };
