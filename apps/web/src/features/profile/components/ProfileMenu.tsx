import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContactIcon from '@mui/icons-material/ContactSupportOutlined';
import CreditCardOffIcon from '@mui/icons-material/CreditCardOffOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/ReceiptLongOutlined';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MoneyIcon from '@mui/icons-material/PaidOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import WineBarIcon from '@mui/icons-material/WineBarOutlined';
import { paths } from '@wine/contract/routes';
import type { OwnUser } from '@wine/contract/users';
import { isAdmin } from '../../../lib/session';
import type { ApplicationStatus } from './ApplicationStatusDialog';

interface MenuEntry {
  label: string;
  /** A second line under the label, such as the application's status. */
  note?: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

interface Props {
  user: OwnUser;
  onApplicationStatus: (status: ApplicationStatus) => void;
  onLogout: () => void;
  loggingOut: boolean;
}

function sommelierEntry(user: OwnUser, onApplicationStatus: Props['onApplicationStatus']): MenuEntry {
  const icon = <WineBarIcon />;
  switch (user.activeStatus) {
    case 'approved':
      return { label: 'Edit Sommelier Profile', icon, to: paths.sommelierSetup };
    case 'in-review':
      return { label: 'Become a Sommelier', note: 'Application in review', icon, onClick: () => onApplicationStatus('in-review') };
    case 'rejected':
      return { label: 'Become a Sommelier', icon, onClick: () => onApplicationStatus('rejected') };
    default:
      return { label: 'Become a Sommelier', icon, to: paths.sommelierSetup };
  }
}

/** The profile menu (spec 000 §2.4): items shown per role and application status. */
export function ProfileMenu({ user, onApplicationStatus, onLogout, loggingOut }: Props) {
  const approved = user.activeStatus === 'approved';
  const entries: MenuEntry[] = [
    { label: 'Edit Profile', icon: <EditIcon />, to: paths.profileEdit },
    { label: 'Order History', icon: <HistoryIcon />, to: paths.orderHistory },
    { label: 'My Wine Clubs', icon: <WineBarIcon />, to: paths.myClubs },
    { label: 'My Addresses', icon: <LocationIcon />, to: paths.myAddress },
    { label: 'Contact us', icon: <ContactIcon />, to: paths.contactUs },
    sommelierEntry(user, onApplicationStatus),
    { label: 'Remove Credit Card', icon: <CreditCardOffIcon />, to: paths.removeCard },
    ...(approved
      ? [
          { label: 'View Profile', icon: <VisibilityIcon />, to: paths.sommelier(user.id, `${user.givenName} ${user.familyName}`) },
          { label: 'My Commission', icon: <MoneyIcon />, to: paths.myCommission },
          { label: 'Clubs I Run', icon: <WineBarIcon />, to: paths.manageClubs },
        ]
      : []),
    ...(isAdmin(user) ? [{ label: 'Admin', icon: <AdminIcon />, to: paths.adminApplications }] : []),
    { label: 'Log Out', icon: <LogoutIcon />, onClick: onLogout, disabled: loggingOut },
  ];

  return (
    <List component="nav" aria-label="Profile menu" disablePadding sx={{ overflow: 'hidden',  bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {entries.map((entry, index) => (
        <ListItemButton
          key={entry.label}
          divider={index < entries.length - 1}
          {...(entry.to ? { component: RouterLink, to: entry.to } : { onClick: entry.onClick, disabled: entry.disabled })}
        >
          <ListItemIcon sx={{ color: 'primary.main' }}>{entry.icon}</ListItemIcon>
          <ListItemText primary={entry.label} secondary={entry.note} />
          <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
        </ListItemButton>
      ))}
    </List>
  );
}
