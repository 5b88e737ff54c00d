import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { closeLogin, useLoginPromptOpen } from '../../lib/loginPrompt';
import { LOGIN_PARAM, REDIRECT_PARAM, safeRedirectTarget } from '../guards/loginRedirect';

const LoginDialog = lazy(() =>
  import('../../features/auth/components/LoginDialog').then((module) => ({ default: module.LoginDialog })),
);

/** Hosts the login popup: opened by ?login=true or by openLogin(); lands on ?redirect after login. */
export function LoginPopup() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const promptOpen = useLoginPromptOpen();
  const open = promptOpen || params.get(LOGIN_PARAM) === 'true';
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);

  const clearLoginParams = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LOGIN_PARAM);
        next.delete(REDIRECT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const onClose = useCallback(() => {
    closeLogin();
    if (params.has(LOGIN_PARAM)) clearLoginParams();
  }, [params, clearLoginParams]);

  const onSignedIn = useCallback(() => {
    closeLogin();
    const target = safeRedirectTarget(params.get(REDIRECT_PARAM));
    if (target) navigate(target, { replace: true });
    else if (params.has(LOGIN_PARAM)) clearLoginParams();
  }, [params, navigate, clearLoginParams]);

  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} onClose={onClose} onSignedIn={onSignedIn} />
    </Suspense>
  );
}
