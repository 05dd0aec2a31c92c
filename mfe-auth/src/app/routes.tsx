import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../features/session';
import { ConfirmRegistrationPage, ForgotPasswordPage, ResetPasswordPage } from '../features/password';
import { ProfilePage } from '../features/profile';
import { ChangePasswordPage } from '../features/change-password';

/** Signed-out screens, mounted by the host at `/*`: every unknown path shows the login screen (spec 001 §2.1). */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="confirm_my_registration" element={<ConfirmRegistrationPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

/**
 * The account screens. The host mounts the section at the exact paths /me/profile and /me/change-password
 * (spec 001 §2.1), so nothing is left for nested routes to match: the screen follows the path's end instead.
 */
export function AccountRoutes() {
  const { pathname } = useLocation();
  if (/\/change-password\/?$/.test(pathname)) return <ChangePasswordPage />;
  if (/\/profile\/?$/.test(pathname)) return <ProfilePage />;
  return <Navigate to="/me/profile" replace />;
}
