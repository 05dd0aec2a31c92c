// What other modules (the auth plugin) use of api-tokens: everything else in the folder is its own.
export { isApiToken, liveApiToken, READ_ONLY_REFUSED } from './service';
