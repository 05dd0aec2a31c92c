// The one description of the suite's apps (apps.json at the root), read by webpack, the scripts, the deploy files'
// generator and the API's static serving (which reads the JSON itself). The host's bundle does not carry it: the
// host learns its sections at run time from remotes.json, which registryOf() writes from this list.
//
// apps.json:
//   host     {name, dir, devPort, deployPort}
//   remotes  one per remote, in the order of the top navigation:
//     name        the federation name (a JS identifier); also the key in remotes.json
//     dir         the folder and the name of its static server in docker-compose.yml
//     devPort     its webpack dev server (npm run dev);  deployPort  its nginx in docker-compose.yml
//     module      the exposed section component, e.g. './FrontDeskApp';  source  the file that module is
//     label       the Polish name of the section (navigation, page title, the error panel)
//     prefix      the path the host mounts it under;  paths  only these paths below the prefix (else prefix/*)
//     home        the first page of the section; a remote with a home is a link in the top navigation
//     signedOut   the remote that owns every path while nobody is signed in (exactly one)
//     publicPages pages used without signing in (the guest page): [{path, module, source}], each a module the
//                 remote exposes beside its section, mounted by the host at path/* whoever is signed in
//     access      who sees the section in the navigation: "owner", a permission, or a list of which any one will do
//                 (left out: every signed-in user); the API refuses the rest whatever the navigation shows
//     publicPages pages used without signing in (opened by a token link), each {path, module, source}: the host
//                 mounts `module` of this remote at `path` whether or not anyone is signed in
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const APPS_FILE = path.join(ROOT, 'apps.json');

const prefixesOf = (remotes) => remotes.map((remote) => remote.prefix);

/** Throws with every fault of the description at once, so that a broken apps.json never half-builds. */
function validate({ host, remotes }) {
  const faults = [];
  const all = [host, ...remotes];
  const duplicated = (key) => all.map((app) => app[key]).filter((value, i, values) => values.indexOf(value) !== i);
  for (const key of ['name', 'dir', 'devPort', 'deployPort']) {
    for (const value of duplicated(key)) faults.push(`${key} ${value} is used twice`);
  }
  for (const app of all) {
    if (!/^[A-Za-z_$][\w$]*$/.test(app.name)) faults.push(`${app.name}: the federation name must be a JS identifier`);
    if (!fs.existsSync(path.join(ROOT, app.dir, 'package.json'))) faults.push(`${app.dir}: no such package folder`);
  }
  for (const remote of remotes) {
    for (const key of ['module', 'source', 'label', 'prefix']) if (!remote[key]) faults.push(`${remote.name}: ${key} is missing`);
    if (remote.prefix && !/^\/[a-z0-9-]+$/.test(remote.prefix)) faults.push(`${remote.name}: prefix ${remote.prefix} must be /lowercase-words`);
    if (remote.home && !remote.home.startsWith(`${remote.prefix}/`)) faults.push(`${remote.name}: home ${remote.home} is not under ${remote.prefix}`);
    for (const page of remote.publicPages ?? []) {
      if (!/^\/[a-z0-9-]+$/.test(page.path ?? '')) faults.push(`${remote.name}: public page path ${page.path} must be /lowercase-words`);
      if (!page.module || !page.source) faults.push(`${remote.name}: public page ${page.path} needs its module and source`);
    }
  }
  for (const remote of remotes) {
    for (const page of remote.publicPages ?? []) {
      if (!/^\/[a-z0-9-]+$/.test(page.path ?? '')) faults.push(`${remote.name}: public page path ${page.path} must be /lowercase-words`);
      if (!page.module || !page.source) faults.push(`${remote.name}: public page ${page.path} needs a module and a source`);
      if (prefixesOf(remotes).includes(page.path)) faults.push(`${remote.name}: public page ${page.path} is a section's prefix`);
    }
  }
  if (remotes.filter((remote) => remote.signedOut).length !== 1) faults.push('exactly one remote must have "signedOut": true');
  const prefixes = remotes.map((remote) => remote.prefix);
  for (const prefix of prefixes.filter((value, i) => prefixes.indexOf(value) !== i)) faults.push(`prefix ${prefix} is used twice`);
  if (faults.length > 0) throw new Error(`apps.json:\n  ${faults.join('\n  ')}`);
}

function readApps(file = APPS_FILE) {
  const apps = JSON.parse(fs.readFileSync(file, 'utf8'));
  validate(apps);
  return apps;
}

const { host: HOST, remotes: REMOTES } = readApps();
/** Every app folder: the host first, then the remotes. */
const APPS = [HOST, ...REMOTES];

/** The app built from `dir` (an app's folder, absolute or relative). */
function appOf(dir) {
  const app = APPS.find((candidate) => candidate.dir === path.basename(dir));
  if (!app) throw new Error(`${path.basename(dir)} is not in apps.json`);
  return app;
}

/**
 * The runtime registry the host reads (remotes.json): federation name → where its remoteEntry.js is and how the
 * host mounts it. `entryOf(remote)` gives the entry's URL for the deployment at hand.
 */
function registryOf(entryOf) {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      {
        entry: entryOf(remote),
        module: remote.module,
        label: remote.label,
        prefix: remote.prefix,
        ...(remote.paths ? { paths: remote.paths } : {}),
        ...(remote.home ? { home: remote.home } : {}),
        ...(remote.signedOut ? { signedOut: true } : {}),
        ...(remote.access ? { access: remote.access } : {}),
        ...(remote.publicPages ? { publicPages: remote.publicPages.map(({ path: pagePath, module }) => ({ path: pagePath, module })) } : {}),
      },
    ]),
  );
}

/** The entry URLs of the three ways the suite runs. */
const ENTRIES = {
  /** one process (npm start, the API serving every dist folder) */
  served: (remote) => `/remotes/${remote.dir}/remoteEntry.js`,
  /** npm run dev: each remote on its own dev server */
  dev: (remote) => `http://localhost:${remote.devPort}/remoteEntry.js`,
  /** docker-compose.yml: each remote on its own static server */
  deploy: (remote) => `http://localhost:${remote.deployPort}/remoteEntry.js`,
};

module.exports = { ROOT, APPS_FILE, HOST, REMOTES, APPS, appOf, registryOf, ENTRIES, readApps, validate };
