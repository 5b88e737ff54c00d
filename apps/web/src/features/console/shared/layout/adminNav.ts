import { paths } from '@wine/contract/routes';

/** The operations console's sections, in the order of its navigation. */
export const adminNav = [
  { to: paths.admin, label: 'Dashboard', end: true },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminReturns, label: 'Returns' },
  { to: paths.adminCommission, label: 'Commission' },
  { to: paths.adminClubs, label: 'Wine clubs' },
  { to: paths.adminApplications, label: 'Applications' },
  { to: paths.adminWines, label: 'Wines' },
  { to: paths.adminCollections, label: 'Collections' },
  { to: paths.adminContent, label: 'Banners & Wine Talks' },
  { to: paths.adminEvents, label: 'Events' },
  { to: paths.adminReviews, label: 'Reviews' },
  { to: paths.adminCoupons, label: 'Coupons' },
  { to: paths.adminRetailers, label: 'Retailers' },
  { to: paths.adminInbox, label: 'Mail & tickets' },
  { to: paths.adminAudit, label: 'Audit log' },
] as const;
