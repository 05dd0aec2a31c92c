// What the apps share as 'redux-saga' (createAppConfig aliases the package to this file; see facades.js): the
// saga middleware and channels together with the effects. The package's root entry leaves the effects to
// 'redux-saga/effects'; shared as two keys, each shared module carried its own copy of the saga internals (io,
// channels), and every page loaded redux-saga twice. 'redux-saga/effects' is reduxSagaEffects.js, which takes
// them from here. Only the names the apps use: add one here (and in reduxSagaEffects.js for an effect).
export { default, eventChannel, channel, END, buffers } from '@redux-saga/core';
export {
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  spawn,
  take,
  takeEvery,
  takeLatest,
} from '@redux-saga/core/effects';
