// The patches of installed packages (patches/, applied by patch-package at install; docs/adr/0005 and 0006): they
// are applied to the files installed today, are named for the installed version, and the build refuses to start on
// a file that lacks its patch.
const fs = require('fs');
const path = require('path');
const { PATCHES, checkPatchesApplied, patchedFile } = require('../webpack/patches');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED = path.join(ROOT, 'shared');
const rootPackage = require('../../package.json');
const chakraVersion = require('@chakra-ui/react/package.json').version;
const patchFile = path.join(ROOT, 'patches', `@chakra-ui+react+${chakraVersion}.patch`);

describe('the patches of installed packages', () => {
  it('are applied at every install, failing it when a patch no longer applies', () => {
    expect(rootPackage.scripts.postinstall).toBe('patch-package --error-on-fail');
    expect(rootPackage.devDependencies['patch-package']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(require('../../shared/package.json').dependencies['@chakra-ui/react']).toBe(chakraVersion);
  });

  it('are one file per patched package, named for the version installed, changing only the files the build checks', () => {
    expect(fs.readdirSync(path.join(ROOT, 'patches'))).toEqual([path.basename(patchFile)]);
    const changed = [...fs.readFileSync(patchFile, 'utf8').matchAll(/^diff --git a\/(\S+) /gm)].map((m) => m[1]).sort();
    expect(changed).toEqual(PATCHES.map(({ request, expected }) => path.join('node_modules', request.split('/').slice(0, 2).join('/'), expected)).sort());
  });

  it('are in the files installed today', () => {
    expect(() => checkPatchesApplied()).not.toThrow();
    const anatomy = fs.readFileSync(patchedFile(PATCHES[1], SHARED), 'utf8');
    const declared = anatomy.match(/^const \w+Anatomy = /gm).length;
    expect(declared).toBeGreaterThanOrEqual(10);
    expect(anatomy.match(/^const \w+Anatomy = \/\* @__PURE__ \*\/ \(\(\) => /gm)).toHaveLength(declared);
    expect(fs.readFileSync(patchedFile(PATCHES[0], SHARED), 'utf8')).toContain('defaultThemeConfig = /* @__PURE__ */ defineConfig(');
  });

  it('stop the build, naming the package, its version and the file, when an installed file lacks its patch', () => {
    const unpatched = (file) =>
      fs
        .readFileSync(file, 'utf8')
        .replace(/= \/\* @__PURE__ \*\/ defineConfig\(/, '= defineConfig(')
        .replace(/^(const \w+Anatomy = )\/\* @__PURE__ \*\/ \(\(\) => /m, '$1');
    const check = () => checkPatchesApplied(SHARED, unpatched);
    expect(check).toThrow(`@chakra-ui/react@${chakraVersion}: dist/esm/theme/index.js is not patched`);
    expect(check).toThrow(`@chakra-ui/react@${chakraVersion}: dist/esm/anatomy.js is not patched`);
    expect(check).toThrow(/anatomy\.js is not patched \(\d+ marked, 1 unmarked; see docs\/adr\/0006-chakra-anatomy-patch\.md\)/);
    expect(check).toThrow('npm ci');
  });
});
