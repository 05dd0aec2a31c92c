// The thin shared surface of react-router-dom (see reactRouterDom.js) and the check that keeps it complete.
const fs = require('fs');
const path = require('path');

const FACADE = path.join(__dirname, 'reactRouterDom.js');
const FACADE_SOURCE = fs.readFileSync(FACADE, 'utf8');
const ROUTER_EXPORTS = new Set([
  ...[...FACADE_SOURCE.matchAll(/^export const (\w+)/gm)].map((m) => m[1]),
  ...FACADE_SOURCE.match(/^export \{([^}]*)\}/m)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
]);

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

/** Throws when an app's source imports from 'react-router-dom' a value the shared facade does not export. */
function checkRouterImports() {
  const missing = [];
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(ROOT, dir, 'src'))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
        if (match[1]) continue;
        for (const spec of match[2].split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0].trim();
          if (!name || name.startsWith('type ')) continue;
          if (!ROUTER_EXPORTS.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
      if (/import\s+\*\s+as\s+\w+\s+from\s*['"]react-router-dom['"]/.test(source)) {
        missing.push(`${path.relative(ROOT, file)}: import * (list the names instead)`);
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `react-router-dom: these imports are not in the shared surface (tools/webpack/reactRouterDom.js):\n  ${missing.join('\n  ')}`,
    );
  }
}

module.exports = { FACADE, ROUTER_EXPORTS, checkRouterImports };
