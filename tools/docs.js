// Checks that the documentation's promises about the repository hold: the folders and files in the README's map
// exist, every npm command the README and the handbook give is a script of the package it names, and every relative
// link of the Markdown files points at a file (and heading) that exists. tools/tests/docs.test.js runs them.
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');

/** The text without fenced code blocks and inline code (what a reader sees as prose and links). */
function prose(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The code of the text: fenced blocks and inline code spans, where commands are written. */
function codeOf(markdown) {
  const blocks = [...markdown.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1/gm)].map((m) => m[2]);
  const withoutBlocks = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const spans = [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return [...blocks, ...spans];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading) {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (repeated headings get -1, -2… as on GitHub). */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The relative links of `file` (Markdown, `[text](target)` and `[label]: target`) that point nowhere: a file or
 * folder that does not exist, or an anchor no heading of the target Markdown file has.
 */
function brokenLinks(file, markdown = fs.readFileSync(file, 'utf8')) {
  const text = prose(markdown);
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]),
  ];
  const broken = [];
  for (const target of targets) {
    if (EXTERNAL.test(target)) continue;
    const [pathPart, anchor] = target.split('#');
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    if (!fs.existsSync(resolved)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor.toLowerCase())) {
      broken.push(`${target}: no such heading`);
    }
  }
  return broken;
}

// npm's own commands; any other `npm <word>` runs a script (test, start, stop, restart) or is a mistake.
const NPM_COMMANDS = new Set([
  'access', 'adduser', 'audit', 'bugs', 'cache', 'ci', 'completion', 'config', 'dedupe', 'deprecate', 'diff',
  'dist-tag', 'docs', 'doctor', 'edit', 'exec', 'explain', 'explore', 'find-dupes', 'fund', 'help', 'hook', 'i',
  'init', 'install', 'install-ci-test', 'install-test', 'link', 'll', 'login', 'logout', 'ls', 'org', 'outdated',
  'owner', 'pack', 'ping', 'pkg', 'prefix', 'profile', 'prune', 'publish', 'query', 'rebuild', 'repo', 'root',
  'search', 'set', 'shrinkwrap', 'star', 'stars', 'team', 'token', 'uninstall', 'unpublish', 'unstar', 'update',
  'version', 'view', 'whoami', 'x',
]);

/** The package.json scripts of the root, or of the workspace `name` (its folder or its package name). */
function scriptsOf(workspace, root = ROOT) {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (!workspace) return rootManifest.scripts ?? {};
  for (const dir of rootManifest.workspaces ?? []) {
    const manifestFile = path.join(root, dir, 'package.json');
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    if (dir === workspace || manifest.name === workspace) return manifest.scripts ?? {};
  }
  return undefined;
}

/**
 * The npm commands in the code of `markdown` that run no script: `npm run x` or `npm x` (test, start…) where x is
 * not a script of the root package.json, or of the workspace given with -w / --workspace.
 */
function unknownCommands(markdown, root = ROOT) {
  const faults = [];
  const command = /\bnpm\s+(?:(run|run-script)\s+)?([\w:.-]+)((?:\s+(?:-w|--workspace)(?:=|\s+)[^\s`;&|]+)*)/g;
  for (const code of codeOf(markdown)) {
    for (const match of code.matchAll(command)) {
      const [whole, run, name, flags] = match;
      if (!run && NPM_COMMANDS.has(name)) continue;
      const workspaces = [...flags.matchAll(/(?:-w|--workspace)(?:=|\s+)([^\s`;&|]+)/g)].map((m) => m[1]);
      for (const workspace of workspaces.length > 0 ? workspaces : [undefined]) {
        if (workspace?.includes('<')) continue; // a placeholder: `npm run dev -w mfe-<name>`
        const scripts = scriptsOf(workspace, root);
        if (!scripts) faults.push(`${whole.trim()}: no workspace ${workspace}`);
        else if (!Object.hasOwn(scripts, name)) faults.push(`${whole.trim()}: no script '${name}' in ${workspace ?? 'the root'} package.json`);
      }
    }
  }
  return faults;
}

/** The section of `markdown` under the first level-2 heading that names a map ('## The map of the folders'). */
function mapSection(markdown) {
  const start = markdown.search(/^##\s+.*\bmap\b.*$/im);
  if (start < 0) return undefined;
  const rest = markdown.slice(start);
  const end = rest.slice(1).search(/^##\s/m);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** A path of the map as a list of segment patterns: `<name>` is any one name, `*` any characters. */
function segmentPattern(segment) {
  if (!/[<*]/.test(segment)) return segment;
  const source = segment
    .split(/(<[^>]*>|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith('<') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The paths of the repository a map entry matches: one entry with `<feature>` and a star matches every feature folder of every app. */
function matchingPaths(entry, root = ROOT) {
  let found = [root];
  for (const segment of entry.replace(/\/+$/, '').split('/')) {
    const pattern = segmentPattern(segment);
    found = found.flatMap((dir) => {
      if (typeof pattern === 'string') return fs.existsSync(path.join(dir, pattern)) ? [path.join(dir, pattern)] : [];
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
      return fs.readdirSync(dir).filter((name) => pattern.test(name)).map((name) => path.join(dir, name));
    });
  }
  return found;
}

/**
 * The code spans of the README's map that name a path in the repository: any span with a slash (`host/`,
 * `api/src/access.ts`, an app folder pattern), and any span in a table row's first cell (`apps.json`). Addresses
 * (`/front-desk/*`), commands and bare file names in prose (`service.ts`) are not paths of the repository.
 */
function mapPaths(markdown) {
  const section = mapSection(markdown);
  if (section === undefined) return undefined;
  const isPath = (token) => /^[\w.<*-][\w./<>*-]*$/.test(token) && !/^\w+:/.test(token);
  const paths = [];
  for (const line of section.split('\n')) {
    const firstCell = line.startsWith('|') ? line.split('|')[1] : '';
    for (const [, token] of line.matchAll(/`([^`\s]+)`/g)) {
      if (isPath(token) && (token.includes('/') || firstCell.includes(`\`${token}\``))) paths.push(token);
    }
  }
  return paths;
}

/** The map entries of `markdown` that match nothing in the repository; undefined when there is no map. */
function missingMapPaths(markdown, root = ROOT) {
  const paths = mapPaths(markdown);
  if (paths === undefined) return undefined;
  return paths.filter((entry) => matchingPaths(entry, root).length === 0);
}

/** Every Markdown file of the handbook: README.md, docs/**, the packages' and benchmarks' READMEs. */
function documentationFiles(root = ROOT) {
  const files = [path.join(root, 'README.md')];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (entry.name.endsWith('.md')) files.push(full);
    }
  };
  if (fs.existsSync(path.join(root, 'docs'))) walk(path.join(root, 'docs'));
  if (fs.existsSync(path.join(root, 'bench'))) walk(path.join(root, 'bench'));
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const dir of manifest.workspaces ?? []) {
    const readme = path.join(root, dir, 'README.md');
    if (fs.existsSync(readme)) files.push(readme);
  }
  return files;
}

module.exports = {
  ROOT,
  anchorsOf,
  brokenLinks,
  documentationFiles,
  mapPaths,
  matchingPaths,
  missingMapPaths,
  slugOf,
  unknownCommands,
};
