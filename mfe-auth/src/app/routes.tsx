import { Navigate, Route, Routes } from 'react-router-dom';
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

/** The account screens, mounted by the host at `/me/*`. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="profile" element={<ProfilePage />} />
      <Route path="change-password" element={<ChangePasswordPage />} />
      <Route path="*" element={<Navigate to="profile" replace />} />
    </Routes>
  );
}
