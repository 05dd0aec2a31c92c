// Shared packages that the apps share as a thin surface of their own: createAppConfig aliases each package to a
// facade file here that re-exports only the names the apps use. A shared module is not tree-shaken, so sharing a
// whole package puts all of it on every page (react-router-dom's data router, react-redux's `connect`…).
// checkFacadeImports() fails the build when an app imports a name a facade does not export: add it there.
// checkFacadeTargets() fails it when a facade's own import (often a package's internal file) no longer exists or
// no longer exports a listed name, naming the package and its version.
const fs = require('fs');
const path = require('path');
const { APPS } = require('../apps');
const { describeInstalled, describePackageOf, packageNameOf, requireFromWebpack, resolveForBrowser } = require('./packages');

const FACADES = {
  'react-router-dom': path.join(__dirname, 'reactRouterDom.js'),
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
const SOURCE_DIRS = [...APPS.map((app) => app.dir), 'shared'];

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The values `source` imports from `request` (types left out); '*' for a namespace import. */
function importedNames(source, request) {
  const names = [];
  const from = `\\s*from\\s*['"]${escape(request)}['"]`;
  for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?(\\w+)?\\s*,?\\s*(?:\\{([^}]*)\\})?${from}`, 'g'))) {
    if (match[1]) continue;
    if (match[2]) names.push('default');
    for (const spec of (match[3] ?? '').split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0].trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+${from}`).test(source)) names.push('*');
  for (const match of source.matchAll(new RegExp(`export\\s+\\{([^}]*)\\}${from}`, 'g'))) {
    for (const spec of match[1].split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0].trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Throws when an app (or a facade) imports from a facaded package a value its facade does not export. */
function checkFacadeImports() {
  const surfaces = Object.fromEntries(Object.entries(FACADES).map(([request, file]) => [request, exportsOf(file)]));
  const files = [...SOURCE_DIRS.flatMap((dir) => [...sourceFiles(path.join(ROOT, dir, 'src'))]), ...Object.values(FACADES)];
  const missing = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [request, surface] of Object.entries(surfaces)) {
      for (const name of importedNames(source, request)) {
        if (name === '*') missing.push(`${path.relative(ROOT, file)}: import * from '${request}' (list the names instead)`);
        else if (!surface.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name} from '${request}'`);
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `These imports are not in the shared surfaces (tools/webpack/facades.js lists the facade files):\n  ${missing.join('\n  ')}`,
    );
  }
}

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

module.exports = { FACADES, exportsOf, checkFacadeImports, checkFacadeTargets, moduleExports };
