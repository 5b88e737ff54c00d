import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SavedAddress } from '@wine/contract/addresses';
import type { ReactElement } from 'react';
import { theme } from '../src/app/theme';

/** Renders `ui` inside what the app puts around every page: its theme and a query cache (`client`). */
export function renderInApp(ui: ReactElement, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
}

/** A saved address as GET /users/{id} answers it, in a zip the offline dataset knows. */
export const savedNewYorkAddress: SavedAddress = {
  _id: '665f1c2b9a1e4a0012345678',
  address: {
    addressLine1: '350 Fifth Avenue',
    addressLine2: null,
    fullAddress: '350 Fifth Avenue, New York, NY 10001',
    zip: '10001',
    city: 'New York',
    state: 'NY',
    country: 'US',
    latitude: 40.75,
    longitude: -73.99,
    customData: { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' },
  },
  contactDetails: { contactNumber: '+12125550100' },
};
