import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Avatar from '@mui/material/Avatar';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { paths } from '@wine/contract/routes';
import { fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOwnUser } from '../../../lib/ownUser';
import { useLogout } from '../api/logout';
import { signOutEverywhere } from '../api/sessions';
import { EmailStatus } from '../components/EmailStatus';
import { SessionsList } from '../components/SessionsList';
import { ApplicationStatusDialog, type ApplicationStatus } from '../components/ApplicationStatusDialog';
import { ProfileMenu } from '../components/ProfileMenu';

export default function ProfilePage() {
  useDocumentTitle(Text.profileTitle);
  const session = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const fresh = useOwnUser(session?.user.id ?? '');
  const leave = () => {
    navigate(paths.home, { replace: true });
    enqueueSnackbar(Text.loggedOut, { variant: 'success' });
  };
  const logout = useLogout(leave);
  const logoutEverywhere = useLogout(leave, signOutEverywhere);
  const [statusDialog, setStatusDialog] = useState<ApplicationStatus | null>(null);
  const user = fresh.data ?? session?.user;
  if (!user) return null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <Avatar
          src={user.profilePicture ?? undefined}
          alt={fullName(user)}
          sx={{ width: 112, height: 112, fontSize: '2.5rem', bgcolor: 'primary.main' }}
        >
          {user.givenName.charAt(0).toUpperCase()}
        </Avatar>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {fullName(user)}
        </Typography>
        {user.address.fullAddress ? (
          <Typography color="text.secondary">{user.address.fullAddress}</Typography>
        ) : null}
        <EmailStatus user={user} />
      </Stack>
      <ProfileMenu user={user} onApplicationStatus={setStatusDialog} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <SessionsList onSignOutEverywhere={() => logoutEverywhere.mutate()} signingOut={logoutEverywhere.isPending} />
      <ApplicationStatusDialog status={statusDialog} onClose={() => setStatusDialog(null)} />
    </Container>
  );
}
