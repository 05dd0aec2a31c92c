const fs = require('fs');
const os = require('os');
const path = require('path');
const { ROOT, anchorsOf, brokenLinks, documentationFiles, missingMapPaths, slugOf, unknownCommands } = require('../docs');

const relative = (file) => path.relative(ROOT, file);

/** A throwaway repository: files given as {path: content}. */
function fixtureRepo(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-docs-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('the documentation checks', () => {
  let repo;
  beforeAll(() => {
    repo = fixtureRepo({
      'package.json': JSON.stringify({ workspaces: ['api', 'mfe-a'], scripts: { start: 'x', test: 'x', lint: 'x' } }),
      'api/package.json': JSON.stringify({ name: '@x/api', scripts: { build: 'tsc' } }),
      'api/src/modules/reviews/routes.ts': '',
      'mfe-a/package.json': JSON.stringify({ name: '@x/mfe-a', scripts: { dev: 'webpack' } }),
      'mfe-a/src/features/comments/index.ts': '',
      'docs/guide.md': '# Guide\n\n## Add an endpoint\n\n## Add an endpoint\n',
    });
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('finds a folder or file of the map that does not exist, and accepts patterns that match', () => {
    const readme = [
      '## The map of the folders',
      '',
      '| what | where |',
      '|---|---|',
      '| an endpoint | `api/src/modules/<module>/routes.ts` |',
      '| a screen | `mfe-*/src/features/<feature>/` |',
      '| a job | `api/src/jobs/` |',
      '| the access table | `api/src/access.ts`, at `/api/v1` through `npm run lint`, beside `service.ts` |',
      '| `apps.json`, `package.json` | the lists |',
      '',
      '## Links',
      '',
      '`not/in/the/map/`',
    ].join('\n');
    expect(missingMapPaths(readme, repo)).toEqual(['api/src/jobs/', 'api/src/access.ts', 'apps.json']);
    expect(missingMapPaths('# No map here\n', repo)).toBeUndefined();
  });

  it('finds npm commands that run no script, in the root or in the workspace named', () => {
    const markdown = [
      '```sh',
      'npm install && npm start',
      'npm test',
      'npm run bench:everything',
      '```',
      'Run `npm run lint`, `npm run build -w api`, `npm run dev -w mfe-a`, `npm run dev -w api`, `npm ci`, `npm stop`,',
      'and `npm run build -w nowhere`; a new section is `npm run dev -w mfe-<name>`. Prose about npm workspaces is no command.',
    ].join('\n');
    expect(unknownCommands(markdown, repo)).toEqual([
      "npm run bench:everything: no script 'bench:everything' in the root package.json",
      "npm run dev -w api: no script 'dev' in api package.json",
      "npm stop: no script 'stop' in the root package.json",
      'npm run build -w nowhere: no workspace nowhere',
    ]);
  });

  it('finds relative links to files and headings that do not exist, and ignores external links and code', () => {
    const file = path.join(repo, 'docs', 'index.md');
    const markdown = [
      '[guide](guide.md), [its second heading](guide.md#add-an-endpoint-1), [the api](../api/src/modules/reviews/)',
      '[gone](guide-old.md), [no such heading](guide.md#add-a-screen), [site](https://example.com/x.md)',
      '`[in code](nowhere.md)`',
      '[ref]: ../missing/README.md',
    ].join('\n');
    expect(brokenLinks(file, markdown)).toEqual([
      'guide-old.md: no such file',
      'guide.md#add-a-screen: no such heading',
      '../missing/README.md: no such file',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slugOf('Guests and clients: the rule')).toBe('guests-and-clients-the-rule');
    expect(slugOf('`npm test` runs, in order')).toBe('npm-test-runs-in-order');
    expect(slugOf('Usługi: providers, cooperation')).toBe('usługi-providers-cooperation');
    expect([...anchorsOf('# A\n\n```\n# not a heading\n```\n\n## A\n')]).toEqual(['a', 'a-1']);
  });
});

describe('the documentation of this repository', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it('keeps README.md short, with a map whose folders and files all exist', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    expect(missingMapPaths(readme)).toEqual([]);
  });


  it('gives only npm commands that are scripts (README.md and docs/)', () => {
    const files = documentationFiles().filter((file) => file === path.join(ROOT, 'README.md') || relative(file).startsWith('docs/'));
    const faults = files.flatMap((file) => unknownCommands(fs.readFileSync(file, 'utf8')).map((fault) => `${relative(file)}: ${fault}`));
    expect(faults).toEqual([]);
  });

  it('links only to files and headings that exist (README.md, docs/, the packages and benchmarks)', () => {
    const files = documentationFiles();
    expect(files.map(relative)).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'api/README.md', 'bench/bundle/README.md']));
    const faults = files.flatMap((file) => brokenLinks(file).map((fault) => `${relative(file)}: ${fault}`));
    expect(faults).toEqual([]);
  });
});
