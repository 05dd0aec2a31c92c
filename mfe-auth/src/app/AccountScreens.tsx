import { Navigate, useLocation } from '@gospodarz/shared/router';
import { ProfilePage } from '../features/profile';
import { ChangePasswordPage } from '../features/change-password';

/**
 * The account screens. The host mounts the section at the exact paths /me/profile and /me/change-password
 * only, so nothing is left for nested routes to match: the screen follows the path's end instead.
 */
export default function AccountScreens() {
  const { pathname } = useLocation();
  if (/\/change-password\/?$/.test(pathname)) return <ChangePasswordPage />;
  if (/\/profile\/?$/.test(pathname)) return <ProfilePage />;
  return <Navigate to="/me/profile" replace />;
}
