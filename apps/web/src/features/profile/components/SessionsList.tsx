import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccountSessions, useSignOutSession } from '../api/sessions';
import { formatLastUsed } from '../../../lib/recordDates';

interface Props {
  onSignOutEverywhere: () => void;
  signingOut: boolean;
}

/** Where the account is signed in, with sign-out of one device or of all of them. */
export function SessionsList({ onSignOutEverywhere, signingOut }: Props) {
  const sessions = useAccountSessions();
  const signOut = useSignOutSession();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ mt: 3, p: 2 }}>
      <Typography id="sessions-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Where you&apos;re signed in
      </Typography>
      <List dense disablePadding aria-label="Signed-in devices">
        {(sessions.data?.sessions ?? []).map((session) => {
          const device = session.device;
          return (
            <ListItem
              key={session._id}
              divider
              disableGutters
              secondaryAction={
                session.current ? (
                  <Typography variant="caption" color="text.secondary">
                    This device
                  </Typography>
                ) : (
                  <Button size="small" onClick={() => signOut.mutate(session._id)} disabled={signOut.isPending} aria-label={`Sign out ${device}`}>
                    Sign out
                  </Button>
                )
              }
            >
              {/* The name people know; the client string the device sent, on hover. */}
              <ListItemText primary={<span title={session.userAgent ?? undefined}>{device}</span>} secondary={`Last used ${formatLastUsed(session.lastUsedAt)}`} />
            </ListItem>
          );
        })}
      </List>
      <Stack sx={{ alignItems: 'flex-start', mt: 1 }}>
        <Button color="error" onClick={onSignOutEverywhere} disabled={signingOut}>
          Sign out of all devices
        </Button>
      </Stack>
    </Paper>
  );
}
