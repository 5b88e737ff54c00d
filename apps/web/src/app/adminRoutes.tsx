import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '@wine/contract/routes';
import { AdminLayout } from '../features/console/shared/layout/AdminLayout';
import { lazyPage } from './lazyPage';

const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
const AdminApplicationsPage = lazyPage(() => import('../features/console/people/pages/AdminApplicationsPage'));
const AdminDashboardPage = lazyPage(() => import('../features/console/dashboard/pages/AdminDashboardPage'));
const AdminOrdersPage = lazyPage(() => import('../features/console/orders/pages/AdminOrdersPage'));
const AdminOrderPage = lazyPage(() => import('../features/console/orders/pages/AdminOrderPage'));
const AdminCommissionPage = lazyPage(() => import('../features/console/commission/pages/AdminCommissionPage'));
const AdminClubsPage = lazyPage(() => import('../features/console/clubs/pages/AdminClubsPage'));
const AdminClubPage = lazyPage(() => import('../features/console/clubs/pages/AdminClubPage'));
const AdminCouponsPage = lazyPage(() => import('../features/console/coupons/pages/AdminCouponsPage'));
const AdminRetailersPage = lazyPage(() => import('../features/console/retailers/pages/AdminRetailersPage'));
const AdminInboxPage = lazyPage(() => import('../features/console/inbox/pages/AdminInboxPage'));
const AdminAuditPage = lazyPage(() => import('../features/console/audit/pages/AdminAuditPage'));
const AdminWinesPage = lazyPage(() => import('../features/console/catalogue/pages/AdminWinesPage'));
const AdminCollectionsPage = lazyPage(() => import('../features/console/catalogue/pages/AdminCollectionsPage'));
const AdminContentPage = lazyPage(() => import('../features/console/content/pages/AdminContentPage'));
const AdminEventsPage = lazyPage(() => import('../features/console/events/pages/AdminEventsPage'));
const AdminReviewsPage = lazyPage(() => import('../features/console/reviews/pages/AdminReviewsPage'));
const AdminReturnsPage = lazyPage(() => import('../features/console/returns/pages/AdminReturnsPage'));

/** A console address as a path under the console's own: "/admin/orders" -> "orders". */
const under = (path: string) => path.slice(paths.admin.length + 1);

const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: under(paths.adminApplications), element: <AdminApplicationsPage /> },
      { path: under(paths.adminOrders), element: <AdminOrdersPage /> },
      { path: under(paths.adminOrder(':id')), element: <AdminOrderPage /> },
      { path: under(paths.adminCommission), element: <AdminCommissionPage /> },
      { path: under(paths.adminClubs), element: <AdminClubsPage /> },
      { path: under(paths.adminClub(':id')), element: <AdminClubPage /> },
      { path: under(paths.adminCoupons), element: <AdminCouponsPage /> },
      { path: under(paths.adminRetailers), element: <AdminRetailersPage /> },
      { path: under(paths.adminInbox), element: <AdminInboxPage /> },
      { path: under(paths.adminAudit), element: <AdminAuditPage /> },
      { path: under(paths.adminWines), element: <AdminWinesPage /> },
      { path: under(paths.adminCollections), element: <AdminCollectionsPage /> },
      { path: under(paths.adminContent), element: <AdminContentPage /> },
      { path: under(paths.adminEvents), element: <AdminEventsPage /> },
      { path: under(paths.adminReviews), element: <AdminReviewsPage /> },
      { path: under(paths.adminReturns), element: <AdminReturnsPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The console's pages (issues 5 and 9), routed below /admin. Their table is loaded with the console,
 * not with the storefront's first screen (decision 0019's start-up budget).
 */
export default function AdminRoutes() {
  return useRoutes(routes);
}
