import { lazy } from 'react';
import { Route, Routes } from '@gospodarz/shared/router';
import { LoginPage } from '../features/session';

// The sign-in page is the one screen most visits need; the password screens, the sign-up and the signed-in account
// screens arrive in chunks of their own when opened. They suspend to the host's section boundary, and a link from the
// sign-in page changes the route in a transition, so the sign-in page stays until the next screen is here.
const password = () => import('../features/password');
const ForgotPasswordPage = lazy(() => password().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => password().then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmRegistrationPage = lazy(() => password().then((m) => ({ default: m.ConfirmRegistrationPage })));
const RegisterPage = lazy(() => import('../features/registration').then((m) => ({ default: m.RegisterPage })));
const AccountScreens = lazy(() => import('./AccountScreens'));

/** Signed-out screens, mounted by the host at `/*`: every unknown path shows the login screen. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="confirm_my_registration" element={<ConfirmRegistrationPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

/** The account screens (/me/profile, /me/change-password; see AccountScreens.tsx). */
export function AccountRoutes() {
  return <AccountScreens />;
}
