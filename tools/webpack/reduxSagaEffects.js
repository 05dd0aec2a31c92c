// What the apps get for 'redux-saga/effects' (createAppConfig aliases it to this file; see facades.js): the
// effects of the one shared 'redux-saga' (reduxSaga.js), so that no build bundles a second copy of the saga
// internals.
export { all, call, cancel, delay, fork, put, race, select, spawn, take, takeEvery, takeLatest } from 'redux-saga';
