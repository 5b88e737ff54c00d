import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnUser } from '@wine/contract/users';
import { SHOP_TENANT_ID, StorageKey, TOKEN_COOKIE } from '@wine/contract/constants';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { savedAddress } from '../../../test-data/addresses';
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
export const savedNewYorkAddress = savedAddress({
  _id: '665f1c2b9a1e4a0012345678',
  street: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  latitude: 40.75,
  longitude: -73.99,
  firstName: 'Ada',
  lastName: 'Lovelace',
  contactNumber: '+12125550100',
});

/** A signed-in shopper's own record as GET /users/{id} answers it: one saved delivery address, no billing address. */
export const shopper: OwnUser = {
  _id: '665f1c2b9a1e4a0000000001',
  id: '665f1c2b9a1e4a0000000001',
  tenantId: '665f1c2b9a1e4a0000000002',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  name: 'Ada Lovelace',
  countryCode: null,
  contactNumber: null,
  profilePicture: null,
  coverPicture: null,
  bio: null,
  designation: null,
  isActive: true,
  type: 'user',
  activeStatus: null,
  roles: ['user'],
  address: { fullAddress: null },
  savedAddress: [savedNewYorkAddress],
  billingAddress: [],
  followersCount: { users: 0 },
  customData: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  pendingEmail: null,
  hasPassword: true,
};

/** One call the app made to the API, as the network saw it. */
export interface ApiCall {
  method: string;
  /** The address's path, `/api/...`. */
  path: string;
  /** The JSON body, parsed. */
  body: unknown;
}

/**
 * The API at the network's edge: every fetch the app's client makes is recorded and answered with
 * `answer(call, query)` (`query`: the address's parameters) in the success envelope, or with the
 * error envelope when `answer` throws an `{ errorCode, errorMessage, httpStatus }`. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (call: ApiCall, query: URLSearchParams) => unknown): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const asked = new URL(url, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: asked.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    try {
      return Response.json({ status: 1, result: answer(call, asked.searchParams) });
    } catch (refusal) {
      const { errorCode, errorMessage, httpStatus } = refusal as { errorCode: number; errorMessage: string; httpStatus: number };
      return Response.json({ status: 0, error: { errorCode, errorMessage } }, { status: httpStatus });
    }
  });
  return calls;
}

/** A signed-in browser: the token cookie and the stored user the app's user client reads. */
export function signIn(userId: string) {
  document.cookie = `${TOKEN_COOKIE}=test-session-token; path=/`;
  window.localStorage.setItem(StorageKey.userData, JSON.stringify({ id: userId, tenantId: SHOP_TENANT_ID }));
}

/** What the API answers a refused call with: an error code, its message and the HTTP status. */
export interface ApiRefusal {
  errorCode: number;
  errorMessage: string;
  httpStatus: number;
}

/**
 * An account form (sign-up, log-in) against an API that refuses every call with `refusal`: the calls
 * it made, and each time the form said the person was signed in (`form` is handed that callback).
 */
export function showRefusedAccountForm(refusal: ApiRefusal, form: (onSignedIn: () => void) => ReactElement) {
  const signedIn: string[] = [];
  const calls = stubApi(() => {
    throw refusal;
  });
  renderInApp(form(() => signedIn.push('signed in')));
  return { calls, signedIn };
}

/**
 * A form dialog drawn by `dialog`, which is handed what its page hands it (no save under way, no failure,
 * a close that does nothing, the save callback), and a person to fill it in (`user`): `sent` holds the
 * bodies it sent, one a save, so a test tells a refused form (nothing sent) from a sent one.
 * `client` is the query cache, for answers set beforehand.
 */
export function showFormDialog<Body>(dialog: (page: DialogPage<Body>) => ReactElement, client?: QueryClient) {
  const user = userEvent.setup();
  const sent: Body[] = [];
  renderInApp(dialog({ saving: false, error: null, onClose: () => undefined, onSave: (body) => sent.push(body) }), client);
  return { user, sent };
}

/** What a page hands its form dialog. */
export interface DialogPage<Body> {
  saving: false;
  error: null;
  onClose: () => void;
  onSave: (body: Body) => void;
}

/** A name's start, as written: "Code" finds the required field labelled "Code *", "Code (SKU)" the field so labelled. */
const startingWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A form's text box by the start of its name. */
export const textboxNamed = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: startingWith(name) });

/** A form's input by the start of its label (any input: a date, a select, a text box). */
export const fieldNamed = (name: string) => screen.getByLabelText<HTMLInputElement>(startingWith(name));

/** Types each value into the text box whose name starts with its key, in the order given (a zip fills a city, so order matters). */
export async function typeInto(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await user.type(textboxNamed(name), value);
}
