import { lazy } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@wine/contract/routes';
import { RequireAuth } from './guards/RequireAuth';
import { AppLayout } from './layout/AppLayout';

const HomePage = lazy(() => import('./pages/HomePage'));
const WineDetailPage = lazy(() => import('../features/catalogue/pages/WineDetailPage'));
const ShopWinesPage = lazy(() => import('../features/catalogue/pages/ShopWinesPage'));
const WineRegionPage = lazy(() => import('../features/catalogue/pages/WineRegionPage'));
const SearchPage = lazy(() => import('../features/catalogue/pages/SearchPage'));
const CollectionPage = lazy(() => import('../features/catalogue/pages/CollectionPage'));
const CollectionsPage = lazy(() => import('../features/catalogue/pages/CollectionsPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../features/profile/pages/ProfilePage'));
const EditProfilePage = lazy(() => import('../features/profile/pages/EditProfilePage'));
const MyAddressesPage = lazy(() => import('../features/addresses/pages/MyAddressesPage'));
const SommelierSetupPage = lazy(() => import('../features/sommelier-application/pages/SommelierSetupPage'));
const AdminLayout = lazy(() => import('../features/admin/layout/AdminLayout').then((m) => ({ default: m.AdminLayout })));
const AdminApplicationsPage = lazy(() => import('../features/admin/pages/AdminApplicationsPage'));
const AdminDashboardPage = lazy(() => import('../features/admin/pages/AdminDashboardPage'));
const AdminOrdersPage = lazy(() => import('../features/admin/pages/AdminOrdersPage'));
const AdminOrderPage = lazy(() => import('../features/admin/pages/AdminOrderPage'));
const AdminCouponsPage = lazy(() => import('../features/admin/pages/AdminCouponsPage'));
const AdminRetailersPage = lazy(() => import('../features/admin/pages/AdminRetailersPage'));
const AdminInboxPage = lazy(() => import('../features/admin/pages/AdminInboxPage'));
const AdminAuditPage = lazy(() => import('../features/admin/pages/AdminAuditPage'));
const AdminWinesPage = lazy(() => import('../features/admin/pages/AdminWinesPage'));
const AdminCollectionsPage = lazy(() => import('../features/admin/pages/AdminCollectionsPage'));
const AdminContentPage = lazy(() => import('../features/admin/pages/AdminContentPage'));
const AdminEventsPage = lazy(() => import('../features/admin/pages/AdminEventsPage'));
const RequireRetailer = lazy(() => import('./guards/RequireRetailer').then((m) => ({ default: m.RequireRetailer })));
const RetailerOrdersPage = lazy(() => import('../features/retailer/pages/RetailerOrdersPage'));
const RetailerOrderPage = lazy(() => import('../features/retailer/pages/RetailerOrderPage'));
const SommeliersPage = lazy(() => import('./pages/SommeliersPage'));
const SommelierProfilePage = lazy(() => import('../features/sommeliers/pages/SommelierProfilePage'));
const EventsPage = lazy(() => import('../features/events/pages/EventsPage'));
const EventDetailPage = lazy(() => import('../features/events/pages/EventDetailPage'));
const WineTalksPage = lazy(() => import('../features/wine-talks/pages/WineTalksPage'));
const PostDetailPage = lazy(() => import('../features/wine-talks/pages/PostDetailPage'));
const FaqPage = lazy(() => import('../features/info/pages/FaqPage'));
const AboutUsPage = lazy(() => import('../features/info/pages/AboutUsPage'));
const ContactUsPage = lazy(() => import('../features/contact/pages/ContactUsPage'));
const FavouritesPage = lazy(() => import('./pages/FavouritesPage'));
const MyCartPage = lazy(() => import('../features/checkout/pages/MyCartPage'));
const PaymentConfirmationPage = lazy(() => import('../features/checkout/pages/PaymentConfirmationPage'));
const OrderHistoryPage = lazy(() => import('../features/orders/pages/OrderHistoryPage'));
const OrderDetailPage = lazy(() => import('../features/orders/pages/OrderDetailPage'));
const AddCardPage = lazy(() => import('../features/cards/pages/AddCardPage'));
const CardConfirmPage = lazy(() => import('../features/cards/pages/CardConfirmPage'));
const RemoveCardPage = lazy(() => import('../features/cards/pages/RemoveCardPage'));
const PayOrderPage = lazy(() => import('../features/cards/pages/PayOrderPage'));
const MyCollectionsPage = lazy(() => import('../features/collections/pages/MyCollectionsPage'));
const BlogEditorPage = lazy(() => import('../features/wine-talks/pages/BlogEditorPage'));
const MyCommissionPage = lazy(() => import('../features/commission/pages/MyCommissionPage'));
const ComingSoon = lazy(() => import('../components/ui/ComingSoon'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

const soon = (path: string, title: string, documentTitle?: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} documentTitle={documentTitle} />,
});

/** Public routes of spec 001 §2.1. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: '/home', element: <HomePage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: '/wine/:id/:name', element: <WineDetailPage /> },
  { path: '/wine-tips/:data/:name', element: <PostDetailPage /> },
  { path: paths.sommeliers, element: <SommeliersPage /> },
  { path: '/sommelier/:id/:name', element: <SommelierProfilePage /> },
  { path: '/collection/:id/:name', element: <CollectionPage /> },
  { path: paths.contactUs, element: <ContactUsPage /> },
  { path: paths.faqs, element: <FaqPage /> },
  { path: paths.wineTips, element: <WineTalksPage /> },
  { path: '/collections/:name', element: <CollectionsPage /> },
  { path: paths.eventsUpcoming, element: <EventsPage /> },
  { path: '/events/:id', element: <EventDetailPage /> },
  { path: paths.shopWines, element: <ShopWinesPage /> },
  { path: paths.search, element: <SearchPage /> },
  { path: paths.aboutUs, element: <AboutUsPage /> },
  { path: paths.ourMission, element: <AboutUsPage /> },
  { path: '/wine-region/:name', element: <WineRegionPage /> },
];

/** Login-required routes of spec 001 §2.1, plus the side menu's /mycollection (spec 000 §2.1). */
const protectedRoutes: RouteObject[] = [
  { path: paths.profile, element: <ProfilePage /> },
  { path: paths.profileEdit, element: <EditProfilePage /> },
  { path: paths.favourites, element: <FavouritesPage /> },
  { path: paths.myAddress, element: <MyAddressesPage /> },
  { path: paths.sommelierSetup, element: <SommelierSetupPage /> },
  { path: paths.myCollection, element: <MyCollectionsPage /> },
  { path: paths.myCollectionAlias, element: <MyCollectionsPage /> },
  { path: paths.orderHistory, element: <OrderHistoryPage /> },
  { path: paths.myCart, element: <MyCartPage /> },
  { path: '/order/:id', element: <OrderDetailPage /> },
  soon('/orders/action', 'Orders'),
  { path: '/payment/add-card', element: <AddCardPage /> },
  { path: paths.paymentConfirmation, element: <PaymentConfirmationPage /> },
  { path: '/payment/card-confirm', element: <CardConfirmPage /> },
  { path: '/payment/pay/:orderId', element: <PayOrderPage /> },
  { path: paths.createBlog, element: <BlogEditorPage /> },
  { path: paths.wineTipsEdit, element: <BlogEditorPage /> },
  { path: paths.removeCard, element: <RemoveCardPage /> },
  { path: paths.myCommission, element: <MyCommissionPage /> },
  {
    element: <RequireRetailer />,
    children: [
      { path: paths.retailerOrders, element: <RetailerOrdersPage /> },
      { path: paths.retailerOrder(':id'), element: <RetailerOrderPage /> },
    ],
  },
  {
    path: paths.admin,
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: paths.adminApplications, element: <AdminApplicationsPage /> },
      { path: paths.adminOrders, element: <AdminOrdersPage /> },
      { path: paths.adminOrder(':id'), element: <AdminOrderPage /> },
      { path: paths.adminCoupons, element: <AdminCouponsPage /> },
      { path: paths.adminRetailers, element: <AdminRetailersPage /> },
      { path: paths.adminInbox, element: <AdminInboxPage /> },
      { path: paths.adminAudit, element: <AdminAuditPage /> },
      { path: paths.adminWines, element: <AdminWinesPage /> },
      { path: paths.adminCollections, element: <AdminCollectionsPage /> },
      { path: paths.adminContent, element: <AdminContentPage /> },
      { path: paths.adminEvents, element: <AdminEventsPage /> },
    ],
  },
];

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: protectedRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** The app's pages, routed by the browser's address. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
