import { useSyncExternalStore } from 'react';

/**
 * Whether a dialog that lives in the app's frame is open, set from any screen without knowing where the
 * dialog is (the login prompt, the cart conflict: spec 000 §8). `useOpen` re-renders on each change.
 */
export function openFlag() {
  const listeners = new Set<() => void>();
  let open = false;
  const set = (next: boolean): void => {
    if (open === next) return;
    open = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    open: (): void => set(true),
    close: (): void => set(false),
    useOpen: (): boolean => useSyncExternalStore(subscribe, () => open),
  };
}
