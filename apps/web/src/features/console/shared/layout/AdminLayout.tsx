import { NavLink, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isAdmin, useSession } from '../../../../lib/session';
import { Forbidden } from '../components/Forbidden';
import { adminNav } from './adminNav';

const activeSection = (pathname: string) =>
  adminNav.find((entry) => ('end' in entry ? pathname === entry.to : pathname === entry.to || pathname.startsWith(`${entry.to}/`)))?.to ?? false;

/**
 * The operations console's frame (issue 9): one scrollable row of sections above the page, so it
 * works the same on a phone at the counter and on a desk. Only admins get past it.
 */
export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!isAdmin(session?.user)) return <Forbidden />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Box component="nav" aria-label="Operations console" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={activeSection(pathname)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {adminNav.map((entry) => (
            <Tab key={entry.to} value={entry.to} label={entry.label} component={NavLink} to={entry.to} end={'end' in entry} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </Container>
  );
}
