// The modules every app shares as singletons at run time: one copy on the page, whichever app loads first.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // The router the apps import (shared/src/router.ts): react-router-dom is bundled inside it, as the names it lists.
  '@gospodarz/shared/router',
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

/**
 * The library whose version a shared module declares: its package's, except for a module of ours that carries a
 * library. '@gospodarz/shared/router' is react-router-dom with React Router 7's flags, so it declares react-router-dom's
 * version, and a remote built against another major of the router is refused.
 */
const VERSION_OF = { '@gospodarz/shared/router': 'react-router-dom' };
const libraryOf = (request) => VERSION_OF[request] ?? packageOf(request);

/**
 * The versions an app accepts of a library it was built against: any later minor of the same major (of the same
 * minor below 1.0.0, where a minor may break), as semver promises. A remote built against a newer minor than the page
 * already runs still loads and uses the page's copy; one built against another major fails in its own section.
 */
function compatibleRange(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * The versions this build declares it provides, from the package pins, or from GOSPODARZ_SHARED_VERSIONS (JSON,
 * e.g. '{"react-router-dom":"7.0.0"}'): the browser tests build a remote that claims another version this way, as
 * a remote built elsewhere against another release of a library would.
 */
function declaredVersions(pkg) {
  const overrides = process.env.GOSPODARZ_SHARED_VERSIONS ? JSON.parse(process.env.GOSPODARZ_SHARED_VERSIONS) : {};
  return { ...pkg.dependencies, ...overrides };
}

function sharedSingletons(pkg) {
  const deps = declaredVersions(pkg);
  const shared = {};
  for (const request of SINGLETONS) {
    const version = deps[libraryOf(request)];
    if (!version) continue;
    const exact = /^\d+\.\d+\.\d+$/.test(version);
    shared[request] = {
      singleton: true,
      requiredVersion: exact ? compatibleRange(version) : `^${version}`,
      // one copy of another major on the page would break it: the section that needs it fails instead, with the
      // runtime's message naming the library and both versions
      strictVersion: true,
      // The version this build provides, from the exact pin: webpack would read it from the package.json beside
      // the resolved file, which for '@gospodarz/shared/router' is @gospodarz/shared's, not the router's.
      ...(exact ? { version } : {}),
      eager: false,
    };
  }
  return shared;
}

module.exports = { sharedSingletons, compatibleRange, SINGLETONS };
