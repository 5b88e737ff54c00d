import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { loginAddress } from './loginRedirect';

/** Protected routes send visitors to the login popup, then back here (spec 001 §2.1). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Outlet />;
  // Log out leaves for / before ending the session; the address bar already shows the new page
  // while React still renders this one, and that navigation must win over a login redirect.
  if (window.location.pathname !== location.pathname) return null;
  return <Navigate to={loginAddress(`${location.pathname}${location.search}${location.hash}`)} replace />;
}
