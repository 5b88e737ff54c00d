import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Ends the current task: what follows runs in a new one, after the browser has had its turn. A
 * message, as React's scheduler does, not a timer: no 4 ms clamp, and no wait on a paused clock.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Runs a boot stage's modules in a task of their own. */
const inNewTask = async <T,>(load: () => Promise<T>): Promise<T> => {
  await nextTask();
  return load();
};

/**
 * The shell's code is one file, but running all of it at once is one long task on a phone (its
 * modules set up MUI's themes, emotion, the layout and the router; Lighthouse's Total Blocking
 * Time counts every task past 50 ms). So it starts in stages, a task each. The build keeps the
 * stages in the entry's file (vite.config.ts, `bootStages`): these imports fetch nothing.
 */
async function boot(root: HTMLElement) {
  const { loadFirstScreenData } = await inNewTask(() => import('./app/firstScreenData'));
  loadFirstScreenData(window.location.pathname, window.location.search);
  await inNewTask(() => import('./app/theme'));
  const { AppProviders } = await inNewTask(() => import('./app/AppProviders'));
  await inNewTask(() => import('./app/layout/AppLayout'));
  const { AppRouter, preloadRoute } = await inNewTask(() => import('./app/router'));
  await preloadRoute(window.location.pathname);
  await nextTask();
  // A transition: React renders the first screen in slices, yielding to the browser between them.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void boot(container);
