import { Navigate, Route, Routes } from 'react-router-dom';
import type { UserDto } from '@gospodarz/shared';
import { RemoteSection } from '../features/remotes/RemoteSection';

/**
 * Each section is keyed by its remote: a failed section's error state and its retries stay with it, and opening
 * another section starts that one fresh.
 *
 * Signed-in routes (spec 001 §2.1): /me/profile and /me/change-password, and the four section prefixes
 * (react-router matches case-insensitively, so /Reports/… works too). Anything else goes to the front desk.
 */
export function SignedInRoutes({ user }: { user: UserDto }) {
  return (
    <Routes>
      <Route path="/me/profile" element={<RemoteSection key="mfe_auth" remote="mfe_auth" user={user} basePath="/me" />} />
      <Route path="/me/change-password" element={<RemoteSection key="mfe_auth" remote="mfe_auth" user={user} basePath="/me" />} />
      <Route path="/front-desk/*" element={<RemoteSection key="mfe_front_desk" remote="mfe_front_desk" user={user} basePath="/front-desk" />} />
      <Route path="/administration/*" element={<RemoteSection key="mfe_administration" remote="mfe_administration" user={user} basePath="/administration" />} />
      <Route path="/services/*" element={<RemoteSection key="mfe_services" remote="mfe_services" user={user} basePath="/services" />} />
      <Route path="/reports/*" element={<RemoteSection key="mfe_reports" remote="mfe_reports" user={user} basePath="/reports" />} />
      <Route path="*" element={<Navigate to="/front-desk/desktop" replace />} />
    </Routes>
  );
}

/** Signed out: mfe-auth owns every path (login, password screens; any other path shows the login screen). */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/*" element={<RemoteSection key="mfe_auth" remote="mfe_auth" user={null} basePath="" />} />
    </Routes>
  );
}
