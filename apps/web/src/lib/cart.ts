import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartLine } from '@wine/contract/cart';
import { ErrorCode } from '@wine/contract/errors';
import { ApiError, LoginRequiredError } from './http';
import { openLogin } from './loginPrompt';
import { openFlag } from './openFlag';
import { useSession } from './session';
import { userRequest } from './userClient';

/**
 * The cart (spec 000 §4): the user's OPEN order, shared by the header badge, product cards and the
 * wine page (decision 0006). With no cart, adding the first wine creates the OPEN order first.
 * A cart holds wines of one event or retailer; the server refuses others with 409002 and the
 * spec's dialog opens (CartConflictDialog, hosted by the app layout).
 */
export const cartQueryKey = (userId: string | null) => ['cart', userId] as const;

/** GET /order?status=OPEN&skip=0&limit=1: the cart, or null when the user has none. */
export async function fetchCart(signal?: AbortSignal): Promise<Cart | null> {
  const result = await userRequest<{ orders: Cart[] }>('/order', { query: { status: 'OPEN', skip: 0, limit: 1 }, signal });
  return result.orders[0] ?? null;
}

/** POST /order {status: OPEN}: answers the user's cart, creating it if there is none. */
export const createCart = () => userRequest<Cart>('/order', { method: 'POST', body: { status: 'OPEN' } });

export interface CartItemInput {
  catalogueId: string;
  quantity: number;
  affiliationId?: string | null;
}

/** PATCH /order/{orderId}/item: sets a wine's quantity; answers the cart. */
export const setCartItem = (orderId: string, input: CartItemInput) =>
  userRequest<Cart>(`/order/${encodeURIComponent(orderId)}/item`, {
    method: 'PATCH',
    body: { catalogueId: input.catalogueId, quantity: input.quantity, affiliationId: input.affiliationId ?? null },
  });

export function useCart() {
  const session = useSession();
  const userId = session?.user.id ?? null;
  return useQuery({
    queryKey: cartQueryKey(userId),
    queryFn: ({ signal }) => fetchCart(signal),
    enabled: userId !== null,
  });
}

/** The header badge: how many bottles the cart holds, over all its lines (0 when signed out or empty). */
export function useCartBottleCount(): number {
  return useCart().data?.items.reduce((bottles, line) => bottles + line.quantity, 0) ?? 0;
}

/** The cart line of a wine, when the cart holds it. */
export function useCartLine(wineId: string): CartLine | undefined {
  return useCart().data?.items.find((line) => line.catalogueId === wineId);
}

/** Why an add failed: the order could not be created, or the line was refused. */
export class CartOrderError extends Error {
  constructor(cause: unknown) {
    super('The cart could not be created', { cause });
    this.name = 'CartOrderError';
  }
}

// The single-source conflict dialog's trigger, like the login prompt's (spec 000 §8).
const cartConflict = openFlag();
export const openCartConflict = cartConflict.open;
export const closeCartConflict = cartConflict.close;
export const useCartConflictOpen = cartConflict.useOpen;

export const isCartConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === ErrorCode.CART_SOURCE_CONFLICT;

/**
 * Adds a wine or changes its quantity. Without a cart, POST /order comes first (spec 000 §4).
 * Signed-out users get the login popup; a single-source conflict opens the spec's dialog; other
 * failures reject so the caller can show its toast.
 */
export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session?.user.id ?? null;
  return useMutation({
    mutationFn: async (input: CartItemInput): Promise<Cart> => {
      if (!userId) throw new LoginRequiredError();
      let cart = queryClient.getQueryData<Cart | null>(cartQueryKey(userId)) ?? null;
      if (!cart) {
        try {
          cart = await createCart();
        } catch (error) {
          throw error instanceof LoginRequiredError ? error : new CartOrderError(error);
        }
        queryClient.setQueryData(cartQueryKey(userId), cart);
      }
      return setCartItem(cart._id, input);
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryKey(userId), cart);
    },
    onError: (error) => {
      if (error instanceof LoginRequiredError) openLogin();
      else if (isCartConflict(error)) openCartConflict();
      else if (error instanceof ApiError && error.httpStatus === 404) {
        // The cart was placed or removed meanwhile: look it up again before the next add.
        void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
      }
    },
  });
}

/** Whether an add failure is one the caller should toast (not login, not the conflict dialog). */
export const needsFailureToast = (error: unknown): boolean =>
  !(error instanceof LoginRequiredError) && !isCartConflict(error);
