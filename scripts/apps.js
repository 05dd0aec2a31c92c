// The apps of the suite (their folders, from apps.json) and what each build depends on; used by build, start and dev.
const fs = require('fs');
const path = require('path');
const apps = require('../tools/apps');

const ROOT = apps.ROOT;
const APPS = apps.APPS.map((app) => app.dir);
const STAMP = '.build-stamp';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Inputs of an app's bundle: its own sources and config, the shared and contracts packages and the build tooling. */
function inputsOf(app) {
  return [
    path.join(ROOT, app, 'src'),
    path.join(ROOT, app, 'public'),
    path.join(ROOT, app, 'webpack.config.js'),
    path.join(ROOT, app, 'package.json'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'contracts', 'src'),
    path.join(ROOT, 'tools', 'webpack'),
    path.join(ROOT, 'tools', 'apps.js'),
    apps.APPS_FILE,
    path.join(ROOT, 'package-lock.json'),
  ];
}

function isBuilt(app) {
  const stamp = path.join(ROOT, app, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return inputsOf(app).every((input) => newestMtime(input) <= built);
}

function markBuilt(app) {
  fs.writeFileSync(path.join(ROOT, app, 'dist', STAMP), new Date().toISOString());
}

module.exports = { ROOT, APPS, isBuilt, markBuilt };
