// Names the package (and its version) a file in node_modules belongs to, so that a build step that depends on a
// package's insides can say which release it no longer matches.
const fs = require('fs');
const path = require('path');

/** {name, version} of the nearest package.json above `file` that names a package. */
function packageOfFile(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (name) return { name, version };
  }
  return { name: path.basename(file), version: 'unknown' };
}

/** "name@version" of the package `file` belongs to. */
function describePackageOf(file) {
  const { name, version } = packageOfFile(file);
  return `${name}@${version}`;
}

/** "name@version" of an installed package, as resolved from `fromDir`; "name (not installed)" when missing. */
function describeInstalled(name, fromDir) {
  for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(manifest)) return `${name}@${JSON.parse(fs.readFileSync(manifest, 'utf8')).version}`;
  }
  return `${name} (not installed)`;
}

/** The package a bare request names: 'react-dom/client' → 'react-dom', '@scope/pkg/x' → '@scope/pkg'. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A module webpack itself depends on (acorn, enhanced-resolve), resolved from webpack's own folder. */
function requireFromWebpack(name) {
  return require(require.resolve(name, { paths: [path.dirname(require.resolve('webpack/package.json'))] }));
}

let resolver;
/** The file webpack bundles for `request` from `fromDir` (browser build, ES module conditions); throws if none. */
function resolveForBrowser(request, fromDir) {
  resolver ??= requireFromWebpack('enhanced-resolve').create.sync({
    conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.js', '.mjs', '.cjs', '.json'],
  });
  return resolver(fromDir, request);
}

module.exports = { resolveForBrowser, packageOfFile, describePackageOf, describeInstalled, packageNameOf, requireFromWebpack };
