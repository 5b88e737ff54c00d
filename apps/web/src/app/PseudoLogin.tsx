import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../lib/toast';
import { usePseudoLogin } from '../features/auth/api/pseudoLogin';

/** Signs in from `?userId=&token=` on load, then rewrites the address to / (spec 001 §2.1). */
export function PseudoLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate } = usePseudoLogin();
  const started = useRef(false);
  const userId = params.get('userId');
  const token = params.get('token');

  useEffect(() => {
    if (started.current || !userId || !token) return;
    started.current = true;
    mutate(
      { userId, token },
      {
        onSettled: () => navigate('/', { replace: true }),
        onError: () => enqueueSnackbar('This sign-in link is not valid any more. Please log in.', { variant: 'error' }),
      },
    );
  }, [userId, token, mutate, navigate, enqueueSnackbar]);

  return null;
}
