// The modules every app shares as singletons at run time (ARCHITECTURE.md: Module Federation).
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
    shared[request] = { singleton: true, requiredVersion: `^${version}`, eager: false };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
