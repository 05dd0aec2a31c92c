export { can, allowed, type AccessNeed } from './can';
export { AccessDenied, RequireAccess, ACCESS_DENIED_TITLE } from './AccessDenied';
