import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink as RouterNavLink, Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { paths } from '@wine/contract/routes';
import { CountBadge } from '../../components/ui/CountBadge';
import { Logo } from '../../components/ui/Logo';
import { fullName, plural } from '../../lib/format';
import { openLogin } from '../../lib/loginPrompt';
import { useSession } from '../../lib/session';
import { canSee, headerLinks } from './navLinks';

const SearchBar = lazy(() => import('./SearchBar'));

interface Props {
  searchOpen: boolean;
  onToggleSearch: () => void;
  onOpenMenu: () => void;
  cartBottles: number;
}

/** Icons that lead to a signed-in page, or open the login popup for visitors (spec 000 §2.1). */
function signedInLink(signedIn: boolean, to: string) {
  return signedIn ? { component: RouterLink, to } : { onClick: openLogin };
}

/**
 * Whether the header's links fit on one row between the logo and the icons, measured: how many
 * there are depends on who is signed in (a retailer's desk adds four), so no one breakpoint says.
 * Links that do not fit wait in the side menu, behind the menu button, rather than wrap out of the
 * bar. The observer reports after layout, so the first render forces none (a long task on a phone).
 */
function useFitsOneRow(linksKey: string) {
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const observer = new ResizeObserver(() => {
      // The menu button, shown while the links do not fit, takes room they would have without it.
      const menu = menuRef.current;
      const menuRoom = menu && menu.offsetWidth > 0 ? menu.offsetWidth + parseFloat(getComputedStyle(nav.parentElement!).columnGap || '0') : 0;
      setFits(nav.clientWidth > 0 && nav.scrollWidth <= nav.clientWidth + menuRoom);
    });
    observer.observe(nav);
    Array.from(nav.children).forEach((link) => observer.observe(link));
    return () => observer.disconnect();
  }, [linksKey]);
  return { navRef, menuRef, fits };
}

export function Header({ searchOpen, onToggleSearch, onOpenMenu, cartBottles }: Props) {
  const session = useSession();
  const user = session?.user;
  const links = headerLinks.filter((link) => canSee(link, user));
  const { navRef, menuRef, fits } = useFitsOneRow(links.map((link) => link.to).join(' '));

  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ height: { xs: 75, md: 90 }, gap: { xs: 0.5, md: 2 }, px: { xs: 1, sm: 2, lg: 4 } }}>
        <IconButton ref={menuRef} aria-label="Open menu" onClick={onOpenMenu} sx={{ display: fits ? 'none' : 'inline-flex' }}>
          <MenuIcon />
        </IconButton>
        <Logo />
        {/* Laid out while hidden, so that the room it has is measured whether it fits or not. */}
        <Box
          ref={navRef}
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2, minWidth: 0, overflow: 'hidden', visibility: fits ? 'visible' : 'hidden' }}
        >
          {links.map((link) => (
            <Button
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              color="inherit"
              sx={{ fontWeight: 500, '&.active': { color: 'primary.main' }, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label={searchOpen ? 'Close search' : 'Search'} aria-expanded={searchOpen} onClick={onToggleSearch}>
          {searchOpen ? <SearchOffIcon /> : <SearchIcon />}
        </IconButton>
        <IconButton aria-label={user ? 'Profile' : 'Log in'} {...signedInLink(Boolean(user), paths.profile)}>
          {user ? (
            <Avatar src={user.profilePicture ?? undefined} alt={fullName(user)} sx={{ width: 30, height: 30, fontSize: '0.95rem', bgcolor: 'primary.main' }}>
              {user.givenName.charAt(0).toUpperCase()}
            </Avatar>
          ) : (
            <PersonOutlineIcon />
          )}
        </IconButton>
        <IconButton aria-label="My Liked" {...signedInLink(Boolean(user), paths.favourites)}>
          <FavoriteBorderIcon />
        </IconButton>
        <IconButton aria-label={`Cart, ${plural(cartBottles, 'bottle')}`} {...signedInLink(Boolean(user), paths.myCart)}>
          <CountBadge count={cartBottles}>
            <ShoppingCartOutlinedIcon />
          </CountBadge>
        </IconButton>
      </Toolbar>
      {searchOpen ? (
        <Suspense fallback={<Box sx={{ height: { xs: 45, md: 80 } }} />}>
          <SearchBar onClose={onToggleSearch} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}

/**
 * What stands in the header's place if it fails to render (a stored profile it cannot read): the
 * logo and the public links, so the visitor can still move around the shop.
 */
export function HeaderFallback() {
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ height: { xs: 75, md: 90 }, gap: { xs: 0.5, md: 2 }, px: { xs: 1, sm: 2, lg: 4 }, overflowX: 'auto' }}>
        <Logo />
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, ml: { md: 2 } }}>
          {headerLinks
            .filter((link) => !link.audience)
            .map((link) => (
              <Button key={link.to} component={RouterNavLink} to={link.to} color="inherit" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {link.label}
              </Button>
            ))}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
