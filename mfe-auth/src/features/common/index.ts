export { AuthCard } from './AuthCard';
export { required, email, REQUIRED, INVALID_EMAIL, PASSWORDS_DIFFER } from './validators';
export { CancelSendButtons } from './CancelSendButtons';
