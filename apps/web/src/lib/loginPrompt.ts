import { useSyncExternalStore } from 'react';

/**
 * The login popup's hidden trigger: any screen calls openLogin() when an action needs a signed-in
 * user (spec 001 §2.3), without knowing where the popup lives.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let open = false;

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const openLogin = (): void => set(true);
export const closeLogin = (): void => set(false);

export function useLoginPromptOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
