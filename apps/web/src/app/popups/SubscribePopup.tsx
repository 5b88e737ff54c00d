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

/** How often a prompt that is due looks again whether the visitor is still busy. */
const BUSY_RECHECK_MS = 1_000;

/**
 * Whether the prompt would get in the way: another dialog, drawer or menu is open, or the focus
 * is in a text field (someone typing in the search box would type into the prompt instead).
 */
function visitorIsBusy(): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"], .MuiModal-root:not(.MuiModal-hidden)')) return true;
  const focused = document.activeElement;
  return focused instanceof HTMLElement && (focused.isContentEditable || focused.matches('input, textarea, select'));
}

/**
 * The subscribe prompt (spec 001 §2.2): 10 s after load, checked again at 20 s; when it is due
 * while the visitor is busy, it waits until they are not.
 */
export function SubscribePopup() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => {
    let waiting: number | undefined;
    let shown = false;
    const check = () => {
      window.clearTimeout(waiting);
      if (shown || !shouldPrompt()) return;
      if (visitorIsBusy()) {
        waiting = window.setTimeout(check, BUSY_RECHECK_MS);
        return;
      }
      shown = true;
      setOpen(true);
      setEverOpened(true);
    };
    const first = window.setTimeout(check, Timing.subscribePrompt);
    const recheck = window.setTimeout(check, Timing.subscribeRecheck);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(recheck);
      window.clearTimeout(waiting);
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
