export { sectionReducer, useSectionStore, hasPermission, type SectionState } from './sectionState';
export { createSagaStore } from './createSagaStore';
export { lazyScreen, preloadScreenAt } from './lazyScreen';
export { SectionLayout, NotFoundPanel, type SectionTab, type SectionLayoutProps } from './SectionLayout';
export {
  createRequestSlice,
  requestSaga,
  requestSent,
  requestDone,
  requestFailed,
  type Loadable,
  type RequestSlice,
  type RequestStatus,
} from './request';
export {
  createCommand,
  commandMiddleware,
  commandsSaga,
  type Command,
  type CommandAction,
  type CommandDispatch,
  type CommandOptions,
  type CommandOutcome,
  type SettledAction,
} from './command';
