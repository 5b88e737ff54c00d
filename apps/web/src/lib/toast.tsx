import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * Toasts (notistack), loaded with the first one: most visits show none, and notistack would add
 * 8 KB to every page's first load (DESIGN §9). Screens call `useSnackbar().enqueueSnackbar` as
 * they would notistack's; <Toaster /> mounts notistack's provider once a toast is asked for and
 * shows the toasts asked for meanwhile, in order.
 */
type Toast = [message: SnackbarMessage, options?: OptionsObject];

const waiting: Toast[] = [];
const listeners = new Set<() => void>();
let wanted = false;
let shown: ProviderContext['enqueueSnackbar'] | undefined;
let close: ProviderContext['closeSnackbar'] | undefined;

function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  if (shown) {
    shown(message, options);
    return;
  }
  waiting.push([message, options]);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** Closes a toast: the action of one that stays until the visitor has read it (`persist`). */
function closeSnackbar(key: SnackbarKey): void {
  close?.(key);
}

const snackbar = { enqueueSnackbar, closeSnackbar };

/** notistack's hook, as the screens use it. */
export const useSnackbar = () => snackbar;

const ToastProvider = lazy(async () => {
  const notistack = await import('notistack');
  function Provider() {
    return (
      <notistack.SnackbarProvider
        maxSnack={3}
        autoHideDuration={4000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // The provider sets notistack's own enqueueSnackbar when it is built: show what waited.
        ref={(provider) => {
          if (!provider || shown) return;
          shown = notistack.enqueueSnackbar;
          close = notistack.closeSnackbar;
          for (const [message, options] of waiting.splice(0)) shown(message, options);
        }}
      />
    );
  }
  return { default: Provider };
});

/** Where the toasts appear; renders nothing until the first one is asked for. */
export function Toaster() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
  return show ? (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  ) : null;
}
