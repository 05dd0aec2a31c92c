export { ChangePasswordPage } from './components/ChangePasswordPage';
export { PASSWORD_CHANGED } from './commands';
export { changePasswordErrors } from './validate';
