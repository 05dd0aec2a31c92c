// The DTO types; the choice lists and validators beside them (voivodeships, amenities, VAT rates…) are imported
// from '@gospodarz/shared/dto' by the section that needs them, so the shared module every page loads leaves them out.
export type * from './dto';
export { tokenStore } from './auth/tokenStore';
export { eventBus, type AppEvents, type AppEventName } from './events/eventBus';
export { api, apiUrl, configureApi, firstErrorMessage, bearerFrom, preloadApi } from './api/client';
export type { ApiResult, ApiSuccess, ApiFailure, RequestOptions } from './api/client';
export { messageFor } from './api/messageFor';
export { toQueryParams, splitQueryList, ARRAY_SEPARATOR, type QueryValue } from './api/query';
export * from './format/format';
export * from './files/imageFile';
export * from './contracts/section';
export * from './ui';
export * from './section';
export * from './access';
