import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { GoogleSignInButton } from './GoogleSignInButton';

interface Props {
  onSignUp: () => void;
  onEmailLogin: () => void;
  onGoogleToken: (idToken: string) => void;
  onGoogleError: (message: string) => void;
}

export function LoginChoice({ onSignUp, onEmailLogin, onGoogleToken, onGoogleError }: Props) {
  return (
    <Stack spacing={2}>
      <Button variant="contained" size="large" startIcon={<PersonAddIcon />} onClick={onSignUp}>
        Sign up
      </Button>
      <Button variant="outlined" size="large" startIcon={<EmailIcon />} onClick={onEmailLogin}>
        Log in with email
      </Button>
      <Divider>or</Divider>
      <GoogleSignInButton onIdToken={onGoogleToken} onError={onGoogleError} />
    </Stack>
  );
}
