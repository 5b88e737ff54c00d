import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { StorageKey, Timing } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { readSession } from '../../lib/session';
import { readLocal, readLocalText, writeLocalText } from '../../lib/storage';
import { isAgeAccepted } from './ageGate';

const SubscribeDialog = lazy(() => import('./SubscribeDialog'));

const DISMISSED = 'true';

/** Prompt only adults who neither dismissed it nor subscribed (signed in or as a guest). */
function shouldPrompt(): boolean {
  if (!isAgeAccepted() || readLocalText(StorageKey.subscribeDismissed) === DISMISSED) return false;
  if (readLocal<boolean>(StorageKey.isSubscribe) === true) return false;
  return readSession()?.user.customData.isSubscribe !== true;
}

/** The subscribe prompt (spec 001 §2.2): 10 s after load, checked again at 20 s. */
export function SubscribePopup() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => {
    const check = () => {
      if (!shouldPrompt()) return;
      setOpen(true);
      setEverOpened(true);
    };
    const first = window.setTimeout(check, Timing.subscribePrompt);
    const recheck = window.setTimeout(check, Timing.subscribeRecheck);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(recheck);
    };
  }, []);

  const dismiss = () => {
    writeLocalText(StorageKey.subscribeDismissed, DISMISSED);
    setOpen(false);
  };

  const subscribe = () => {
    dismiss();
    navigate(paths.contactUs);
  };

  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeDialog open={open} onDismiss={dismiss} onSubscribe={subscribe} />
    </Suspense>
  );
}
