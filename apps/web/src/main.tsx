import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A transition: React renders the first screen in slices, yielding to the browser between them,
// instead of one long task that blocks input (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
