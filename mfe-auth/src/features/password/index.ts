export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';
export { ConfirmRegistrationPage } from './components/ConfirmRegistrationPage';
