import { Navigate, Route, Routes } from 'react-router-dom';
import type { UserDto } from '@gospodarz/shared';
import { RemoteSection } from '../features/remotes/RemoteSection';

/**
 * Signed-in routes (spec 001 §2.1): /me/profile and /me/change-password, and the four section prefixes
 * (react-router matches case-insensitively, so /Reports/… works too). Anything else goes to the front desk.
 */
export function SignedInRoutes({ user }: { user: UserDto }) {
  return (
    <Routes>
      <Route path="/me/profile" element={<RemoteSection remote="mfe_auth" user={user} basePath="/me" />} />
      <Route path="/me/change-password" element={<RemoteSection remote="mfe_auth" user={user} basePath="/me" />} />
      <Route path="/front-desk/*" element={<RemoteSection remote="mfe_front_desk" user={user} basePath="/front-desk" />} />
      <Route path="/administration/*" element={<RemoteSection remote="mfe_administration" user={user} basePath="/administration" />} />
      <Route path="/services/*" element={<RemoteSection remote="mfe_services" user={user} basePath="/services" />} />
      <Route path="/reports/*" element={<RemoteSection remote="mfe_reports" user={user} basePath="/reports" />} />
      <Route path="*" element={<Navigate to="/front-desk/desktop" replace />} />
    </Routes>
  );
}

/** Signed out: mfe-auth owns every path (login, password screens; any other path shows the login screen). */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/*" element={<RemoteSection remote="mfe_auth" user={null} basePath="" />} />
    </Routes>
  );
}
