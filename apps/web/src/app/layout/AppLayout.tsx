import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PageLoader } from '../../components/ui/PageLoader';
import { useCartConflictOpen, useCartBottleCount } from '../../lib/cart';
import { useSession } from '../../lib/session';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { PartErrorBoundary } from '../PartErrorBoundary';
import { isAgeAccepted } from '../popups/ageGate';
import { LoginPopup } from '../popups/LoginPopup';
import { SubscribePopup } from '../popups/SubscribePopup';
import { PseudoLogin } from '../PseudoLogin';
import { SessionRefresh } from '../SessionRefresh';
import { Footer } from './Footer';
import { Header, HeaderFallback } from './Header';
import { ScrollToTop } from './ScrollToTop';

const AgeGate = lazy(() => import('../popups/AgeGate'));
const SideMenu = lazy(() => import('./SideMenu'));
const CartConflictDialog = lazy(() => import('../../components/ui/CartConflictDialog'));

export function AppLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  // A shared part that failed is tried again on another page or with another session.
  const partKey = `${pathname} ${session?.token ?? ''}`;
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [ageAccepted, setAgeAccepted] = useState(isAgeAccepted);
  const [refused, setRefused] = useState(false);
  const cartBottles = useCartBottleCount();
  const cartConflictOpen = useCartConflictOpen();
  const [cartConflictLoaded, setCartConflictLoaded] = useState(false);
  if (cartConflictOpen && !cartConflictLoaded) setCartConflictLoaded(true);

  // An under-age visitor gets an empty page, as the spec's Okay button does (spec 001 §2.2).
  if (refused) return null;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{ position: 'absolute', left: -9999, zIndex: 2000, '&:focus': { left: 8, top: 8, bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to content
      </Link>
      <PartErrorBoundary resetKey={partKey} fallback={<HeaderFallback />}>
        <Header
          searchOpen={searchOpen}
          onToggleSearch={() => setSearchOpen((open) => !open)}
          onOpenMenu={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          cartBottles={cartBottles}
        />
      </PartErrorBoundary>
      {menuLoaded ? (
        <PartErrorBoundary resetKey={partKey} fallback={null}>
          <Suspense fallback={null}>
            <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        </PartErrorBoundary>
      ) : null}
      <Box
        component="main"
        id="main"
        // At least a screen tall, so the footer never shows above the fold and then jumps (CLS).
        sx={{ flexGrow: 1, minHeight: '100vh', pt: { xs: searchOpen ? '120px' : '75px', md: searchOpen ? '170px' : '90px' } }}
      >
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <PartErrorBoundary resetKey={partKey} fallback={null}>
        <Footer />
      </PartErrorBoundary>
      {ageAccepted ? null : (
        <Suspense fallback={null}>
          <AgeGate onAccepted={() => setAgeAccepted(true)} onRefused={() => setRefused(true)} />
        </Suspense>
      )}
      <PartErrorBoundary resetKey={partKey} fallback={null}>
        {ageAccepted ? <SubscribePopup /> : null}
        <LoginPopup />
        {cartConflictLoaded ? (
          <Suspense fallback={null}>
            <CartConflictDialog />
          </Suspense>
        ) : null}
      </PartErrorBoundary>
      <PseudoLogin />
      <SessionRefresh />
      <ScrollToTop />
    </Box>
  );
}
