export * from './dto';
export { tokenStore } from './auth/tokenStore';
export { eventBus, type AppEvents, type AppEventName } from './events/eventBus';
export { api, configureApi, firstErrorMessage, bearerFrom } from './api/client';
export type { ApiResult, ApiSuccess, ApiFailure, RequestOptions } from './api/client';
export { toQueryParams, splitQueryList, ARRAY_SEPARATOR, type QueryValue } from './api/query';
export * from './format/format';
export * from './contracts/section';
export * from './ui';
