export { ChangePasswordPage, PASSWORD_CHANGED } from './components/ChangePasswordPage';
export { changePasswordErrors } from './validate';
