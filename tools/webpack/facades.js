// Shared packages that the apps share as a thin surface of their own: createAppConfig aliases each package to a
// facade file here that re-exports only the names the apps use, from the package itself. A shared module is not
// tree-shaken, so sharing a whole package puts all of it on every page (react-redux's `connect`…). A facade changes
// no export: each name is the library's own. (The router, whose routers are not the library's, is no alias: it is
// '@gospodarz/shared/router', shared/src/router.ts.)
// The lint (eslint.config.js, no-restricted-imports) refuses an app's import of a name a facade does not export:
// add it there. checkFacadeTargets() fails the build when a facade's own import (often a package's internal file)
// no longer exists or no longer exports a listed name, naming the package and its version.
const fs = require('fs');
const path = require('path');
const { describeInstalled, describePackageOf, packageNameOf, requireFromWebpack, resolveForBrowser } = require('./packages');

const FACADES = {
  'react-redux': path.join(__dirname, 'reactRedux.js'),
  'react-final-form': path.join(__dirname, 'reactFinalForm.js'),
  'redux-saga': path.join(__dirname, 'reduxSaga.js'),
  'redux-saga/effects': path.join(__dirname, 'reduxSagaEffects.js'),
};

/** The names a facade file exports (`export const X`, `export function X`, `export { a, b as c }`). */
function exportsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set([...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]));
  for (const match of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const spec of match[1].split(',')) {
      const name = spec.trim().split(/\s+as\s+/).pop().trim();
      if (name) names.add(name);
    }
  }
  return names;
}

const ROOT = path.resolve(__dirname, '..', '..');

function parseModule(file) {
  return requireFromWebpack('acorn').parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
}

const nameOf = (node) => node.name ?? node.value;

/** The file a facade's import names: another facade, or the package file webpack would bundle. */
function resolveTarget(request, fromFile) {
  return FACADES[request] ?? resolveForBrowser(request, path.dirname(fromFile));
}

/** The names a module exports, following `export * from`. */
function moduleExports(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const body = parseModule(file).body;
  const names = new Set();
  let isModule = false;
  for (const node of body) {
    if (node.type === 'ImportDeclaration') isModule = true;
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type === 'ExportNamedDeclaration') {
      for (const spec of node.specifiers) names.add(nameOf(spec.exported));
      const declaration = node.declaration;
      if (declaration?.id) names.add(declaration.id.name);
      for (const declarator of declaration?.declarations ?? []) if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
    }
    if (node.type === 'ExportAllDeclaration') {
      if (node.exported) names.add(nameOf(node.exported));
      else for (const name of moduleExports(resolveTarget(node.source.value, file), seen)) if (name !== 'default') names.add(name);
    }
  }
  // CommonJS (react): what Node's require() gives is what webpack's interop gives.
  if (!isModule && names.size === 0) return new Set(['default', ...Object.keys(require(file))]);
  return names;
}

/**
 * Throws when a facade imports or re-exports from a file that does not resolve, or a name that file does not
 * export: the package changed its insides, and the facade must follow.
 */
function checkFacadeTargets(facades = Object.values(FACADES)) {
  const faults = [];
  for (const facade of new Set(facades)) {
    const where = path.relative(ROOT, facade);
    for (const node of parseModule(facade).body) {
      if (!node.source || node.type === 'ExportAllDeclaration') continue;
      const request = node.source.value;
      let target;
      try {
        target = resolveTarget(request, facade);
      } catch {
        faults.push(`${where}: '${request}' does not resolve in ${describeInstalled(packageNameOf(request), path.dirname(facade))}`);
        continue;
      }
      let available;
      try {
        available = moduleExports(target);
      } catch (error) {
        faults.push(`${where}: '${request}' in ${describePackageOf(target)}: ${error.message}`);
        continue;
      }
      const wanted = node.specifiers
        .filter((spec) => spec.type !== 'ImportNamespaceSpecifier')
        .map((spec) => (spec.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(spec.imported ?? spec.local)));
      for (const name of wanted.filter((n) => !available.has(n))) {
        faults.push(`${where}: '${request}' (${describePackageOf(target)}, ${path.relative(ROOT, target)}) does not export ${name}`);
      }
    }
  }
  if (faults.length > 0) throw new Error(`A shared facade no longer matches its package:\n  ${faults.join('\n  ')}`);
}

module.exports = { FACADES, exportsOf, checkFacadeTargets, moduleExports };
