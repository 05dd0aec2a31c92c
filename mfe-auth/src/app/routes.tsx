import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionPlaceholder } from '@gospodarz/shared';

/** Signed-out screens, mounted by the host at `/*`: every unknown path shows the login screen (spec 001 §2.1). */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="login" element={<SectionPlaceholder title="Logowanie" />} />
      <Route path="forgot-password" element={<SectionPlaceholder title="Nie pamiętasz hasła?" />} />
      <Route path="reset-password" element={<SectionPlaceholder title="Ustaw nowe hasło" />} />
      <Route path="confirm_my_registration" element={<SectionPlaceholder title="Potwierdź rejestrację" />} />
      <Route path="*" element={<SectionPlaceholder title="Logowanie" />} />
    </Routes>
  );
}

/** The account screens, mounted by the host at `/me/*`. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="profile" element={<SectionPlaceholder title="Mój profil" />} />
      <Route path="change-password" element={<SectionPlaceholder title="Zmień hasło" />} />
      <Route path="*" element={<Navigate to="profile" replace />} />
    </Routes>
  );
}
