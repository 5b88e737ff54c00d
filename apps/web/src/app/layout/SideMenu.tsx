import { NavLink as RouterNavLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Logo } from '../../components/ui/Logo';
import { useSession } from '../../lib/session';
import { canSee, sideMenuLinks } from './navLinks';

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function SideMenu({ open, onClose }: Props) {
  const user = useSession()?.user;
  const links = sideMenuLinks.filter((link) => canSee(link, user));
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, height: 75 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label="Menu">
        {links.map((link) => (
          <ListItemButton
            key={link.to}
            component={RouterNavLink}
            to={link.to}
            onClick={onClose}
            sx={{ '&.active': { color: 'primary.main', fontWeight: 600 } }}
          >
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
