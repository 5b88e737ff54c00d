import { Outlet } from 'react-router';
import { Forbidden } from '../../features/console/shared/components/Forbidden';
import { isRetailer, useSession } from '../../lib/session';

/** The retailer view's pages (issue 9) are for retailers' staff; the API checks their business on every call. */
export function RequireRetailer() {
  const session = useSession();
  return isRetailer(session?.user) ? <Outlet /> : <Forbidden audience="the shop's retailers" />;
}
