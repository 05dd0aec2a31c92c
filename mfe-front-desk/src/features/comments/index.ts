// The comments (reviews) feature's public surface: the screen and its store pieces.
export { CommentsPage } from './components/CommentsPage';
export { commentsReducer, type CommentsState } from './slice';
export { commentsSaga } from './sagas';
