export { OwnersPage } from './components/OwnersPage';
export { OwnerPage } from './components/OwnerPage';
export { ownersReducer } from './slice';
export { ownersSaga } from './sagas';
