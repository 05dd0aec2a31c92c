// The lint's facade rule (eslint.config.js, no-restricted-imports), proved on small snippets linted as if they lived
// at the given paths: the router only as '@gospodarz/shared/router', react-redux, react-final-form and redux-saga
// only by the names their facade in tools/webpack/ exports (the build aliases each package to its facade, so any
// other name would be undefined in the browser; tests, which jest runs on the libraries, may use any). Each refusal has an allowed twin, so that a rule reporting
// everything fails as well.
const path = require('path');
const { ESLint } = require('eslint');
const { FACADES, exportsOf } = require('../webpack/facades');

const ROOT = path.resolve(__dirname, '../..');
// The config as an object: jest cannot run the dynamic import() ESLint uses to load eslint.config.js itself.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: require('../../eslint.config.js') });

const RULE = '@typescript-eslint/no-restricted-imports';

/** The messages of the facade rule for `code` linted as the file `file` (relative to the root). */
async function refusals(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const others = result.messages.filter((message) => message.ruleId !== RULE);
  if (others.length > 0) throw new Error(`unexpected: ${others.map((m) => m.message).join('; ')}`);
  return result.messages.map((message) => message.message);
}

describe('the lint gives the apps the router only as @gospodarz/shared/router', () => {
  it('refuses react-router-dom in an app, in shared code and in a test, naming the module to use', async () => {
    for (const file of ['mfe-front-desk/src/features/calendar/Probe.tsx', 'host/src/app/Probe.tsx', 'shared/src/ui/Probe.tsx', 'mfe-auth/src/app/Probe.test.tsx']) {
      const messages = await refusals(file, "import { useNavigate } from 'react-router-dom';\nexport const probe = useNavigate;\n");
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain("'@gospodarz/shared/router'");
    }
  });

  it('refuses its type imports, its internal files and react-router itself', async () => {
    const file = 'mfe-reports/src/app/Probe.ts';
    expect(await refusals(file, "import type { Location } from 'react-router-dom';\nexport type Probe = Location;\n")).toHaveLength(1);
    expect(await refusals(file, "export { BrowserRouter } from 'react-router-dom/dist/index.js';\n")).toHaveLength(1);
    expect(await refusals(file, "export { useNavigate } from 'react-router';\n")).toHaveLength(1);
  });

  it('lets the apps and shared code import @gospodarz/shared/router, and only that module import react-router-dom', async () => {
    const code = "import { useNavigate, type Location } from '@gospodarz/shared/router';\nexport const probe = useNavigate;\nexport type Probe = Location;\n";
    expect(await refusals('mfe-front-desk/src/features/calendar/Probe.tsx', code)).toEqual([]);
    expect(await refusals('shared/src/ui/Probe.tsx', code)).toEqual([]);
    expect(await refusals('shared/src/router.ts', "export { useNavigate } from 'react-router-dom';\n")).toEqual([]);
  });
});

describe('the lint gives the apps react-redux, react-final-form and redux-saga only by their facades\' names', () => {
  it('refuses a name the facade does not export, naming the facade file', async () => {
    const messages = await refusals('mfe-services/src/app/Probe.ts', "import { connect } from 'react-redux';\nexport const probe = connect;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('tools/webpack/reactRedux.js');
    expect(await refusals('shared/src/ui/Probe.ts', "export { FormSpy } from 'react-final-form';\n")).toHaveLength(1);
    expect(await refusals('mfe-auth/src/app/Probe.ts', "export { throttle } from 'redux-saga/effects';\n")).toHaveLength(1);
  });

  it('refuses a namespace import and a package\'s inner file', async () => {
    expect(await refusals('mfe-auth/src/app/Probe.ts', "import * as effects from 'redux-saga/effects';\nexport const probe = effects;\n")).toHaveLength(1);
    expect(await refusals('mfe-auth/src/app/Probe.ts', "export { Provider } from 'react-redux/alternate-renderers';\n")).toHaveLength(1);
    expect(await refusals('mfe-auth/src/app/Probe.ts', "export { Form } from 'react-final-form/dist/react-final-form.es.js';\n")).toHaveLength(1);
  });

  it('lets the apps import every name a facade exports, and any type', async () => {
    for (const [request, file] of Object.entries(FACADES)) {
      const names = [...exportsOf(file)].filter((name) => name !== 'default');
      expect(await refusals('mfe-front-desk/src/app/Probe.ts', `export { ${names.join(', ')} } from '${request}';\n`)).toEqual([]);
    }
    expect(await refusals('mfe-front-desk/src/app/Probe.ts', "import createSagaMiddleware from 'redux-saga';\nexport const probe = createSagaMiddleware;\n")).toEqual([]);
    expect(await refusals('mfe-front-desk/src/app/Probe.ts', "import type { TypedUseSelectorHook } from 'react-redux';\nexport type Probe = TypedUseSelectorHook<object>;\n")).toEqual([]);
  });

  it('lets a test import any name, jest running the libraries themselves (no alias)', async () => {
    const code = "import { runSaga } from 'redux-saga';\nexport const probe = runSaga;\n";
    expect(await refusals('shared/src/section/Probe.ts', code)).toHaveLength(1);
    expect(await refusals('shared/src/section/Probe.test.ts', code)).toEqual([]);
    expect(await refusals('host/src/features/auth/Probe.ts', code)).toHaveLength(1);
    expect(await refusals('host/src/features/auth/Probe.test.ts', code)).toEqual([]);
  });
});
