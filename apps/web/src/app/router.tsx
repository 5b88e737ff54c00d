import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { BRAND_NAME } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { RequireAuth } from './guards/RequireAuth';
import { AppLayout } from './layout/AppLayout';

const HomePage = lazy(() => import('../features/home/pages/HomePage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../features/profile/pages/ProfilePage'));
const EditProfilePage = lazy(() => import('../features/profile/pages/EditProfilePage'));
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
  soon('/wine/:id/:name', 'Wine'),
  soon('/wine-tips/:data/:name', Text.wineTalks),
  soon(paths.sommeliers, Text.discoverSomms),
  soon('/sommelier/:id/:name', 'Sommelier'),
  soon('/collection/:id/:name', 'Collection'),
  soon(paths.contactUs, 'Contact us'),
  soon(paths.faqs, 'FAQs'),
  soon(paths.wineTips, Text.wineTalks),
  soon('/collections/:name', 'Trending Collections'),
  soon(paths.eventsUpcoming, Text.exploreEvents),
  soon('/events/:id', 'Event'),
  soon(paths.shopWines, Text.shopWines),
  soon('/search', 'Search'),
  soon('/about-us', 'About Us'),
  soon(paths.ourMission, Text.ourMission),
  soon('/wine-region/:name', 'Wine Region'),
];

/** Login-required routes of spec 001 §2.1, plus the side menu's /mycollection (spec 000 §2.1). */
const protectedRoutes: RouteObject[] = [
  { path: paths.profile, element: <ProfilePage /> },
  { path: paths.profileEdit, element: <EditProfilePage /> },
  soon(paths.favourites, Text.myLiked, `${BRAND_NAME} | ${Text.myLiked}`),
  soon(paths.myAddress, 'My Addresses'),
  soon(paths.sommelierSetup, 'Become a Sommelier'),
  soon(paths.myCollection, Text.myCollections),
  soon('/mycollection', Text.myCollections),
  soon(paths.orderHistory, Text.orderHistory),
  soon(paths.myCart, 'My Cart'),
  soon('/order/:id', 'Order Received'),
  soon('/orders/action', 'Orders'),
  soon('/payment/add-card', 'Add Card'),
  soon('/payment/confimation', 'Payment Confirmation'),
  soon('/payment/card-confirm', 'Card Confirmation'),
  soon('/create-blog', 'New Post'),
  soon('/wine-tips/edit', 'Edit Post'),
  soon(paths.removeCard, 'Remove Credit Card'),
  soon(paths.myCommission, 'My Commission'),
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

export function AppRoutes() {
  return useRoutes(routes);
}
