// Shared packages that the apps share as a thin surface of their own: createAppConfig aliases each package to a
// facade file here that re-exports only the names the apps use. A shared module is not tree-shaken, so sharing a
// whole package puts all of it on every page (react-router-dom's data router, react-redux's `connect`…).
// checkFacadeImports() fails the build when an app imports a name a facade does not export: add it there.
const fs = require('fs');
const path = require('path');

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
const SOURCE_DIRS = ['host', 'mfe-auth', 'mfe-front-desk', 'mfe-administration', 'mfe-services', 'mfe-reports', 'shared'];

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

module.exports = { FACADES, exportsOf, checkFacadeImports };
