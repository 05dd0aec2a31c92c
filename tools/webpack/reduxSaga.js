// What the apps share as 'redux-saga' (createAppConfig aliases the package to this file): the saga middleware
// and channels together with the effects. The package's root entry leaves the effects to 'redux-saga/effects';
// shared as two keys, each shared module carried its own copy of the saga internals (io, channels), and every
// page loaded redux-saga twice. 'redux-saga/effects' is now reduxSagaEffects.js, which takes them from here.
export * from '@redux-saga/core';
export { default } from '@redux-saga/core';
export * from '@redux-saga/core/effects';
