export { LoginPage, PASSWORD_CHANGED, LINK_SENT } from './components/LoginPage';
export { sessionReducer, sessionActions, type SessionState, type Outcome } from './slice';
export { sessionSaga, DELETE_SUCCESS, DELETE_FAILURE } from './sagas';
