import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@wine/contract/routes';
import { RequireAuth } from './guards/RequireAuth';
import { AppLayout } from './layout/AppLayout';
import { lazyPage, preloadPages } from './lazyPage';

const HomePage = lazyPage(() => import('./pages/HomePage'));
const WineDetailPage = lazyPage(() => import('../features/catalogue/pages/WineDetailPage'));
const ShopWinesPage = lazyPage(() => import('../features/catalogue/pages/ShopWinesPage'));
const WineRegionPage = lazyPage(() => import('../features/catalogue/pages/WineRegionPage'));
const SearchPage = lazyPage(() => import('../features/catalogue/pages/SearchPage'));
const CollectionPage = lazyPage(() => import('../features/catalogue/pages/CollectionPage'));
const CollectionsPage = lazyPage(() => import('../features/catalogue/pages/CollectionsPage'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/ResetPasswordPage'));
const EmailLinkPage = lazyPage(() => import('../features/auth/pages/EmailLinkPage'));
const ProfilePage = lazyPage(() => import('../features/profile/pages/ProfilePage'));
const EditProfilePage = lazyPage(() => import('./pages/EditProfileRoute'));
const MyAddressesPage = lazyPage(() => import('../features/addresses/pages/MyAddressesPage'));
const SommelierSetupPage = lazyPage(() => import('../features/sommelier-application/pages/SommelierSetupPage'));
// The console's own route table comes with its code.
const AdminRoutes = lazyPage(() => import('./adminRoutes'));
const RequireRetailer = lazyPage(async () => ({ default: (await import('./guards/RequireRetailer')).RequireRetailer }));
const RetailerOrdersPage = lazyPage(() => import('../features/retailer/pages/RetailerOrdersPage'));
const RetailerOrderPage = lazyPage(() => import('../features/retailer/pages/RetailerOrderPage'));
const RetailerStockPage = lazyPage(() => import('../features/retailer/pages/RetailerStockPage'));
const RetailerReturnsPage = lazyPage(() => import('../features/retailer/pages/RetailerReturnsPage'));
const SommeliersPage = lazyPage(() => import('./pages/SommeliersPage'));
const SommelierProfilePage = lazyPage(() => import('../features/sommeliers/pages/SommelierProfilePage'));
const EventsPage = lazyPage(() => import('../features/events/pages/EventsPage'));
const EventDetailPage = lazyPage(() => import('../features/events/pages/EventDetailPage'));
const WineTalksPage = lazyPage(() => import('../features/wine-talks/pages/WineTalksPage'));
const PostDetailPage = lazyPage(() => import('../features/wine-talks/pages/PostDetailPage'));
const FaqPage = lazyPage(() => import('../features/info/pages/FaqPage'));
const AboutUsPage = lazyPage(() => import('../features/info/pages/AboutUsPage'));
const ContactUsPage = lazyPage(() => import('../features/contact/pages/ContactUsPage'));
const FavouritesPage = lazyPage(() => import('./pages/FavouritesPage'));
const MyCartPage = lazyPage(() => import('../features/checkout/pages/MyCartPage'));
const PaymentConfirmationPage = lazyPage(() => import('../features/checkout/pages/PaymentConfirmationPage'));
const OrderHistoryPage = lazyPage(() => import('../features/orders/pages/OrderHistoryPage'));
const OrderDetailPage = lazyPage(() => import('../features/orders/pages/OrderDetailPage'));
const OrdersActionPage = lazyPage(() => import('../features/orders/pages/OrdersActionPage'));
const AddCardPage = lazyPage(() => import('../features/cards/pages/AddCardPage'));
const CardConfirmPage = lazyPage(() => import('../features/cards/pages/CardConfirmPage'));
const RemoveCardPage = lazyPage(() => import('../features/cards/pages/RemoveCardPage'));
const PayOrderPage = lazyPage(() => import('../features/cards/pages/PayOrderPage'));
const MyCollectionsPage = lazyPage(() => import('../features/collections/pages/MyCollectionsPage'));
const BlogEditorPage = lazyPage(() => import('../features/wine-talks/pages/BlogEditorPage'));
const MyCommissionPage = lazyPage(() => import('../features/commission/pages/MyCommissionPage'));
const ClubsPage = lazyPage(() => import('../features/clubs/pages/ClubsPage'));
const ClubPage = lazyPage(() => import('../features/clubs/pages/ClubPage'));
const MyClubsPage = lazyPage(() => import('../features/clubs/pages/MyClubsPage'));
const ManageClubsPage = lazyPage(() => import('../features/clubs/pages/ManageClubsPage'));
const RetailerClubsPage = lazyPage(() => import('../features/clubs/pages/RetailerClubsPage'));
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

/** Public routes of spec 001 §2.1. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: '/home', element: <HomePage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.emailLink, element: <EmailLinkPage /> },
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
  { path: paths.clubs, element: <ClubsPage /> },
  { path: paths.club(':id'), element: <ClubPage /> },
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
  { path: paths.ordersAction, element: <OrdersActionPage /> },
  { path: '/payment/add-card', element: <AddCardPage /> },
  { path: paths.paymentConfirmation, element: <PaymentConfirmationPage /> },
  { path: paths.cardConfirm, element: <CardConfirmPage /> },
  { path: paths.payOrder(':orderId'), element: <PayOrderPage /> },
  { path: paths.createBlog, element: <BlogEditorPage /> },
  { path: paths.wineTipsEdit, element: <BlogEditorPage /> },
  { path: paths.removeCard, element: <RemoveCardPage /> },
  { path: paths.myCommission, element: <MyCommissionPage /> },
  { path: paths.myClubs, element: <MyClubsPage /> },
  { path: paths.manageClubs, element: <ManageClubsPage /> },
  {
    element: <RequireRetailer />,
    children: [
      { path: paths.retailerOrders, element: <RetailerOrdersPage /> },
      { path: paths.retailerOrder(':id'), element: <RetailerOrderPage /> },
      { path: paths.retailerStock, element: <RetailerStockPage /> },
      { path: paths.retailerReturns, element: <RetailerReturnsPage /> },
      { path: paths.retailerClubs, element: <RetailerClubsPage /> },
    ],
  },
  { path: `${paths.admin}/*`, element: <AdminRoutes /> },
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

/** Loads the code of the pages `pathname` shows, so that their first render does not suspend. */
export const preloadRoute = (pathname: string): Promise<unknown> =>
  preloadPages((matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element));

/** The app's pages, routed by the browser's address. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
