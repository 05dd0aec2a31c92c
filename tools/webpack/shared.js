// The modules every app shares as singletons at run time: one copy on the page, whichever app loads first.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'redux',
  'react-redux',
  // FormField in @gospodarz/shared reads the form context of the app's <Form>: one copy, or useField finds no form.
  'final-form',
  'react-final-form',
  // Not a context, but every app's section runs sagas: one copy on the page instead of one per app. Its effects
  // come from the same shared module ('redux-saga/effects' is aliased to reduxSagaEffects.js, not shared).
  'redux-saga',
  '@gospodarz/shared',
];

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sharedSingletons(pkg) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const version = deps[packageOf(request)];
    if (!version) continue;
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      // The version this build provides, from the exact pin: webpack would read it from the package.json beside
      // the resolved file, and react-router-dom resolves to our facade (no package.json of its own).
      ...(/^\d+\.\d+\.\d+$/.test(version) ? { version } : {}),
      eager: false,
    };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
