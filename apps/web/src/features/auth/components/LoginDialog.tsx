import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { BRAND_NAME } from '@wine/contract/constants';
import { errorMessageOf } from '../../../lib/http';
import { useSignIn } from '../api/signIn';
import { EmailLoginForm } from './EmailLoginForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginChoice } from './LoginChoice';
import { SignUpForm } from './SignUpForm';

type View = 'choice' | 'signUp' | 'emailLogin' | 'forgotPassword';

const TITLES: Record<View, string> = {
  choice: `Welcome to ${BRAND_NAME}`,
  signUp: 'Sign up',
  emailLogin: 'Log in',
  forgotPassword: 'Forgot Password',
};

interface Props {
  open: boolean;
  onClose: () => void;
  onSignedIn: () => void;
}

/** The login popup (spec 001 §2.3): choice, sign-up, email login and forgot password views. */
export function LoginDialog({ open, onClose, onSignedIn }: Props) {
  const [view, setView] = useState<View>('choice');
  const [googleError, setGoogleError] = useState<string | null>(null);
  const googleSignIn = useSignIn();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));

  const close = useCallback(() => {
    onClose();
    setView('choice');
    setGoogleError(null);
  }, [onClose]);

  const signedIn = useCallback(() => {
    onSignedIn();
    setView('choice');
  }, [onSignedIn]);

  const onGoogleToken = (idToken: string) => {
    setGoogleError(null);
    googleSignIn.mutate({ body: { strategy: 'google', idToken } }, { onSuccess: signedIn });
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="login-dialog-title">
      <DialogTitle id="login-dialog-title" sx={{ pr: 6 }}>
        {TITLES[view]}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        {view === 'choice' ? (
          <>
            <LoginChoice
              onSignUp={() => setView('signUp')}
              onEmailLogin={() => setView('emailLogin')}
              onGoogleToken={onGoogleToken}
              onGoogleError={setGoogleError}
            />
            {googleError || googleSignIn.isError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {googleError ?? errorMessageOf(googleSignIn.error, 'Google sign-in failed, please try again.')}
              </Alert>
            ) : null}
          </>
        ) : null}
        {view === 'signUp' ? <SignUpForm onSignedIn={signedIn} onShowLogin={() => setView('emailLogin')} /> : null}
        {view === 'emailLogin' ? (
          <EmailLoginForm
            onSignedIn={signedIn}
            onForgotPassword={() => setView('forgotPassword')}
            onShowSignUp={() => setView('signUp')}
          />
        ) : null}
        {view === 'forgotPassword' ? <ForgotPasswordForm onDone={close} onBack={() => setView('emailLogin')} /> : null}
      </DialogContent>
    </Dialog>
  );
}
