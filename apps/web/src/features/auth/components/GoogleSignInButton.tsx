import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { Text } from '@wine/contract/texts';
import { useAppConfig } from '../api/getAppConfig';
import { loadGoogleIdentity } from '../utils/googleIdentity';

interface Props {
  onIdToken: (idToken: string) => void;
  onError: (message: string) => void;
}

const BUTTON_WIDTH = 320;

/** "Log in with Google": Google's own button when configured, else a disabled choice with a note. */
export function GoogleSignInButton({ onIdToken, onError }: Props) {
  const config = useAppConfig();
  const clientId = config.data?.googleClientId ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const callbacks = useRef({ onIdToken, onError });
  // Google keeps the first callback it is given; it reaches the latest handlers through this ref.
  useEffect(() => {
    callbacks.current = { onIdToken, onError };
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) callbacks.current.onIdToken(response.credential);
            else callbacks.current.onError(Text.googleTokenMissing);
          },
        });
        google.renderButton(container.current, { theme: 'outline', size: 'large', text: 'signin_with', width: BUTTON_WIDTH });
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (clientId && !loadFailed) {
    return <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
  }
  return (
    <Box>
      <Button fullWidth variant="outlined" size="large" startIcon={<GoogleIcon />} disabled>
        Log in with Google
      </Button>
      {config.isPending ? null : (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
          Google sign-in is not available right now.
        </Typography>
      )}
      {loadFailed ? <Alert severity="warning">Google sign-in could not be loaded.</Alert> : null}
    </Box>
  );
}
