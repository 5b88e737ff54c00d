import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { Topic } from '@wine/contract/topics';
import { clubCycleOrders, clubCycles, clubs, deliveryAttempts } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { failedMail, openTicket } from '../helpers/admin';
import { makeBusiness, makeEvent, makeSommelier, makeWine } from '../helpers/fixtures';
import { Cards } from '../helpers/payments';
import { jpegWithExif, fileUpload } from '../helpers/uploads';
import { insertAccount, uniqueEmail } from '../helpers/users';
import { callAs, type Account, type Level, type PreparedCall, type Scene } from './scene';
import {
  bookmarkOf, cardEntry, cardOf, cardSetupOf, cartOf, cartOfOneWine, collectionOf, commissionOf, completedOrderOf, followOf, paidCardSetupOf, placedOrderOf, postOf,
  resetTokenOf, returnOf, reviewOf, sessionOf, verifyLinkOf, wineOf,
} from './steps';

/**
 * THE ACCESS POLICY OF THE API: who may call each route of the OpenAPI document.
 * docs/access-policy.md is rendered from this table (see access-policy.test.ts), and the
 * authorization matrix (matrix.test.ts) calls every route as each identity and checks the answer:
 *
 * - allowed: `status` (200 unless stated), and no secret of another user in the body;
 * - anonymous, not allowed: 401;
 * - signed in, not allowed: `denied` (403 unless stated; 404 where the route does not reveal that
 *   someone else's resource exists).
 *
 * Levels (an entry may list several; a caller matching any of them is allowed):
 * - public: anyone, signed in or not;
 * - user: any signed-in account;
 * - owner: the account owning the resource the call is about (a plain shopper, or an approved
 *   sommelier for entries with `owner: 'sommelier'`);
 * - approved-sommelier: an approved sommelier;
 * - retailer-own-business: a retailer's staff, for their own business's resources (the matrix also
 *   calls each of these that names a resource in its path for another business's one, expecting
 *   404: it reveals nothing; lists must not show another business's orders, their `hidden` texts);
 * - admin: an admin.
 *
 * A new route fails the matrix until it has an entry here. `prepare` creates the resource (owned by
 * `scene.owner`, in `scene.business`) and answers a valid request for it.
 */
export interface PolicyEntry {
  access: Level | readonly Level[];
  /** What the route does and any rule the levels alone do not tell, for the rendered policy. */
  note: string;
  owner?: 'user' | 'sommelier';
  denied?: 403 | 404;
  status?: number;
  prepare: (scene: Scene) => Promise<PreparedCall>;
}

const curator = ['approved-sommelier', 'admin'] as const;
const ownerOrAdmin = ['owner', 'admin'] as const;
const charged = (mode: 'pickup' | 'delivery') => ({ status: 'CHARGED', mode });
const outForDelivery = { status: 'OUT_FOR_DELIVERY', mode: 'delivery' } as const;
/** An order of the owner whose first delivery failed, waiting for them to agree to the (free) re-delivery. */
async function failedDeliveryOf(scene: Scene) {
  const order = await placedOrderOf(scene, scene.owner, { status: 'DELIVERY_FAILED', mode: 'delivery' });
  await scene.db.insert(deliveryAttempts).values({ id: newId(), orderId: order.id, number: 1, reason: 'nobody_home' });
  return order;
}
const couponBody = () => ({
  code: `MX${newId().slice(-12).replaceAll('-', '').toUpperCase()}`,
  description: '10% off',
  percentage: 10,
  minAmount: null,
  maxAmount: null,
  validFrom: null,
  validUntil: null,
  totalLimit: null,
  perUserLimit: null,
  isVisible: true,
  isActive: true,
});
const retailerBody = () => ({
  name: `Matrix Cellars ${newId().slice(-6)}`,
  addressLine1: '5 Cork Lane',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  deliveryFee: '5.99',
  freeDeliveryThreshold: null,
  deliversToStates: ['NY'],
});
const bannerBody = () => ({
  title: 'Autumn wines',
  desktopImageUrl: '/media/banner-wide.webp',
  mobileImageUrl: '/media/banner-narrow.webp',
  redirectionUrl: '/shop-wines',
  openIn: 'same_window',
});

/** A club of the scene's business (open unless told), run by the given sommelier or a new one. */
async function clubOf(scene: Scene, options: { sommelierId?: string; status?: 'proposed' | 'open' } = {}): Promise<string> {
  const sommelierId = options.sommelierId ?? (await makeSommelier(scene.db)).id;
  const [club] = await scene.db
    .insert(clubs)
    .values({
      id: newId(), tenantId: SHOP_TENANT_ID, sommelierUserId: sommelierId, businessId: scene.business.id, name: 'Matrix Club', description: 'A club for the matrix.',
      bottles: 3, priceCents: 8999, cadence: 'monthly', style: 'red', capacity: 10, status: options.status ?? 'open',
    })
    .returning();
  return club!.id;
}

/** A cycle of a club: planned with its cut-off ahead, or placed (its boxes ordered) a week ago. */
async function cycleOf(scene: Scene, clubId: string, status: 'planned' | 'placed' = 'planned'): Promise<string> {
  const day = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(Date.now() + days * day);
  const [cycle] = await scene.db
    .insert(clubCycles)
    .values({ id: newId(), clubId, number: 1, status, cutoffAt: status === 'planned' ? at(7) : at(-9), shipsOn: status === 'planned' ? at(10) : at(-7) })
    .returning();
  return cycle!.id;
}

/** The account's membership of a new open club, joined through the API (pickup, with its own card). */
async function membershipOf(scene: Scene, account: Account) {
  const clubId = await clubOf(scene);
  const card = await cardOf(scene, account);
  const membership = await callAs<{ _id: string }>(scene, account, 'POST', `/clubs/${clubId}/join`, { cardId: card.id, deliveryType: 'pickup', ageConfirmed: true });
  return { clubId, membershipId: membership._id };
}

/** A placed cycle whose box the account received as a member (its club order completed): the box it may rate. */
async function receivedBoxOf(scene: Scene, account: Account) {
  const { clubId, membershipId } = await membershipOf(scene, account);
  const cycleId = await cycleOf(scene, clubId, 'placed');
  const order = await placedOrderOf(scene, account, { status: 'COMPLETED' });
  await scene.db.insert(clubCycleOrders).values({ id: newId(), cycleId, membershipId, outcome: 'placed', orderId: order.id });
  return { clubId, cycleId };
}

const clubBody = (businessId: string) => ({
  businessId, name: 'Matrix Reds', description: 'Three reds a month for the matrix.', bottles: 3, price: '89.99', cadence: 'monthly', style: 'red', capacity: 20,
});

export const policy: Record<string, PolicyEntry> = {
  // Meta
  'GET /health': { access: 'public', note: 'Liveness and database check.', prepare: async () => ({ url: '/health' }) },
  'GET /health/ready': { access: 'public', note: 'Readiness for the load balancer: 503 while the instance drains.', prepare: async () => ({ url: '/health/ready' }) },
  'GET /app/config': { access: 'public', note: 'Client settings (Google client id).', prepare: async () => ({ url: '/app/config' }) },

  // Accounts
  'POST /user/register': {
    access: 'public',
    note: 'Creates a shopper account; roles and status cannot be sent. `trackingParams`: at most 10 keys of 1 to 50 characters, values up to 200.',
    prepare: async () => ({ url: '/user/register', payload: { email: uniqueEmail('matrix'), password: 'Secret123!', givenName: 'New', familyName: 'Shopper' } }),
  },
  'POST /user/tokensignin': {
    access: 'public',
    note:
      'Sign-in: the credential is the body, not a session. 5 wrong passwords per 15 minutes per account and client, then 429 until the window ends; ' +
      'correct sign-ins never count. Clients that never signed in to the account ' +
      'share its one budget of password checks (with the email change), which its known clients skip. The 5th wrong password in 15 minutes mails the owner.',
    prepare: async ({ cast }) => ({ url: '/user/tokensignin', payload: { strategy: 'basic_email', idToken: cast.other.email, idTokenSecret: cast.other.password } }),
  },
  'POST /user/forgot-password': {
    access: 'public',
    note: 'Answers the same whether or not the email has an account. One mail per account a minute, and 3 a day, for clients it does not know; a client that signed in to it before is never held back.',
    prepare: async ({ cast, caller }) => ({ url: '/user/forgot-password', payload: { email: (caller ?? cast.other).email } }),
  },
  'POST /user/reset-password': {
    access: 'public',
    note: 'The credential is the mailed single-use token. Guessing is limited per client and per token (5 per 15 minutes), never per account: a genuine link always works.',
    prepare: async (scene) => {
      const account = scene.caller ?? scene.cast.other;
      const token = await resetTokenOf(scene, account);
      return { url: '/user/reset-password', payload: { email: account.email, token, newPassword: account.password, newPasswordCopy: account.password } };
    },
  },
  'POST /user/logout': { access: 'user', note: 'Revokes the caller’s own session.', prepare: async () => ({ url: '/user/logout' }) },
  'POST /user/email-link': {
    access: 'public',
    note: 'Follows a mailed single-use link: verifies the email, confirms a new one, or undoes a change (which also signs the account out everywhere).',
    prepare: async (scene) => ({ url: '/user/email-link', payload: { token: await verifyLinkOf(scene, scene.caller ?? scene.cast.other) } }),
  },
  'POST /user/verify-email/resend': {
    access: 'user',
    note: 'Mails a new verification link to the caller’s own email.',
    prepare: async () => ({ url: '/user/verify-email/resend' }),
  },
  'GET /user/sessions': { access: 'user', note: 'The caller’s own open sessions (device, last use).', prepare: async () => ({ url: '/user/sessions' }) },
  'DELETE /user/sessions/{id}': {
    access: 'owner',
    denied: 404,
    note: 'Signs one of the caller’s own sessions out; another account’s is not found.',
    prepare: async (scene) => ({ url: `/user/sessions/${await sessionOf(scene, scene.owner)}` }),
  },
  'DELETE /user/sessions': { access: 'user', note: 'Signs the caller out of all of their own sessions.', prepare: async () => ({ url: '/user/sessions' }) },

  // Users
  'GET /users/{id}': {
    access: 'public',
    note: 'The owner and admins get the whole record; everyone else the public profile (no email, phone or addresses).',
    prepare: async ({ owner }) => ({ url: `/users/${owner.row.id}` }),
  },
  'PATCH /users/{id}': {
    access: 'owner',
    note:
      'Own profile, addresses and sommelier application (a verified email needed). A new email needs the current password (or a fresh ' +
      'Google sign-in) and takes effect when the link mailed to it is followed; 5 email changes per account a day. The current password spends the ' +
      'account\'s budget of password checks (as sign-in does); 5 wrong ones sign the session out. An admin deciding an application (activeStatus) is the one exception.',
    prepare: async ({ owner }) => ({ url: `/users/${owner.row.id}`, payload: { bio: 'Likes Riesling' } }),
  },
  'GET /users': {
    access: 'public',
    note: 'Approved sommeliers, public profiles only; `name` finds them by name (the console\'s event form searches with it).',
    prepare: async () => ({ url: '/users?type=sommelier&activeStatus=approved' }),
  },
  'GET /users/{id}/stats': { access: 'public', note: 'Public counts of a sommelier.', prepare: async ({ cast }) => ({ url: `/users/${cast.sommelier.row.id}/stats` }) },
  'GET /admin/sommelier-applications': {
    access: 'admin',
    note: 'Applications waiting for a decision.',
    prepare: async () => ({ url: '/admin/sommelier-applications?activeStatus=in-review' }),
  },

  // Media
  'POST /media/upload/path': {
    access: 'user',
    note: 'Image upload (multipart field "file"), stored as the caller’s.',
    prepare: async () => {
      const { payload, headers } = fileUpload(await jpegWithExif(), 'photo.jpg', 'image/jpeg');
      return { url: '/media/upload/path', payload, headers };
    },
  },

  // Catalogue and collections
  'GET /catalogue': { access: 'public', note: 'Wines and collections.', prepare: async () => ({ url: '/catalogue?type=PRODUCT&limit=5' }) },
  'GET /catalogue/facet-values': { access: 'public', note: 'The values of an open-ended filter list (producers) for a question.', prepare: async () => ({ url: '/catalogue/facet-values?facet=producer&facetQuery=dom' }) },
  'GET /catalogue/{id}': { access: 'public', note: 'A wine or collection.', prepare: async (scene) => ({ url: `/catalogue/${(await wineOf(scene)).id}` }) },
  'GET /catalogue/{id}/similar': { access: 'public', note: 'More like this wine.', prepare: async (scene) => ({ url: `/catalogue/${(await wineOf(scene)).id}/similar` }) },
  'GET /catalogue/{id}/reviews': {
    access: 'public',
    note: 'A wine’s rating and visible reviews, sommeliers’ first; a signed-in reader also gets their own, hidden or not.',
    prepare: async (scene) => ({ url: `/catalogue/${(await reviewOf(scene, null)).wine.id}/reviews` }),
  },
  'PUT /catalogue/{id}/review': {
    access: 'user',
    note: 'Rates a wine on sale, or replaces one’s own rating and text of it: one review per user per wine.',
    prepare: async (scene) => ({ url: `/catalogue/${(await wineOf(scene)).id}/review`, payload: { rating: 5, text: 'Lovely' } }),
  },
  'DELETE /catalogue/{id}/review': {
    access: 'user',
    note: 'Deletes one’s own review of a wine; there is no call to delete another’s (an admin hides it).',
    prepare: async (scene) => ({ url: `/catalogue/${(await reviewOf(scene, scene.caller)).wine.id}/review` }),
  },
  'POST /reviews/{reviewId}/helpful': {
    access: 'user',
    note: 'Votes another’s review helpful, once (not one’s own: 422).',
    prepare: async (scene) => ({ url: `/reviews/${(await reviewOf(scene, null)).reviewId}/helpful` }),
  },
  'DELETE /reviews/{reviewId}/helpful': {
    access: 'user',
    note: 'Takes one’s helpful vote back.',
    prepare: async (scene) => ({ url: `/reviews/${(await reviewOf(scene, null)).reviewId}/helpful` }),
  },
  'POST /reviews/{reviewId}/report': {
    access: 'user',
    note: 'Reports another’s review to the moderators, once (not one’s own: 422).',
    prepare: async (scene) => ({ url: `/reviews/${(await reviewOf(scene, null)).reviewId}/report`, payload: { reason: 'Spam' } }),
  },
  'POST /catalogue': {
    access: curator,
    note: 'Creates a collection.',
    prepare: async () => ({ url: '/catalogue', payload: { title: 'Matrix picks', type: 'COLLECTION', description: '', iconUrl: '/media/cover.webp' } }),
  },
  'PATCH /catalogue/{id}': {
    access: 'owner',
    owner: 'sommelier',
    note: 'The curator edits texts and wines of their own collection; an admin may only set its shop flags (customData).',
    prepare: async (scene) => ({ url: `/catalogue/${(await collectionOf(scene, scene.owner)).id}`, payload: { title: 'Renamed picks' } }),
  },
  'DELETE /catalogue/{id}': {
    access: ownerOrAdmin,
    owner: 'sommelier',
    note: 'Removes a collection (kept for order history).',
    prepare: async (scene) => ({ url: `/catalogue/${(await collectionOf(scene, scene.owner)).id}?type=remove` }),
  },
  'POST /qrcodes/': {
    access: ownerOrAdmin,
    owner: 'sommelier',
    note: 'QR code of a collection page of this shop.',
    prepare: async (scene) => {
      const collection = await collectionOf(scene, scene.owner);
      return { url: '/qrcodes/', payload: { url: `http://shop.test/collection/${collection.id}/picks` } };
    },
  },

  // Events
  'GET /event': { access: 'public', note: 'Upcoming events.', prepare: async () => ({ url: '/event' }) },
  'GET /event/{id}': { access: 'public', note: 'An event.', prepare: async (scene) => ({ url: `/event/${(await makeEvent(scene.db, scene.business)).id}` }) },

  // Wine Talks
  'GET /post/feed': { access: 'public', note: 'Posts of a topic.', prepare: async () => ({ url: `/post/feed?topicId=${Topic.wineTalks.id}` }) },
  'GET /post/feed/{id}': { access: 'public', note: 'A post.', prepare: async (scene) => ({ url: `/post/feed/${(await postOf(scene, scene.cast.ownerSommelier)).id}` }) },
  'POST /post/feed': {
    access: curator,
    note: 'Publishes a Wine Talks post; banners only by an admin. Its pictures are the shop\'s own uploads (`/media/...`): an address elsewhere is refused.',
    prepare: async () => ({
      url: '/post/feed',
      payload: { title: 'Tasting notes', content: '<p>Ripe cherry</p>', imageUrl: '/media/cover.webp', topic: { id: Topic.wineTalks.id } },
    }),
  },
  'PATCH /post/feed/{id}': {
    access: ownerOrAdmin,
    owner: 'sommelier',
    note: 'The author (or an admin) edits a post.',
    prepare: async (scene) => ({
      url: `/post/feed/${(await postOf(scene, scene.owner)).id}`,
      payload: { title: 'Edited notes', content: '<p>Dried rose</p>', imageUrl: '/media/cover.webp', topic: { id: Topic.wineTalks.id } },
    }),
  },
  'DELETE /post/feed/{id}': {
    access: ownerOrAdmin,
    owner: 'sommelier',
    note: 'The author (or an admin) removes a post.',
    prepare: async (scene) => ({ url: `/post/feed/${(await postOf(scene, scene.owner)).id}?type=remove` }),
  },

  // Zip lookup and contact
  'GET /geo/zip/{zip}': { access: 'public', note: 'Offline US zip data.', prepare: async () => ({ url: '/geo/zip/10118' }) },
  'POST /support/ticket': {
    access: 'public',
    note: 'Contact us (rate-limited; mails support).',
    prepare: async () => ({
      url: '/support/ticket',
      payload: { status: 'OPEN', type: 'CONTACT_REQUEST', name: 'Ann Lee', emailAddress: 'ann@example.com', subject: 'Delivery', content: 'Do you deliver on Sundays?' },
    }),
  },

  // Likes and follows
  'POST /post/action/feed': {
    access: 'user',
    note: 'Likes a wine for the caller.',
    prepare: async (scene) => ({ url: '/post/action/feed', payload: { type: 'BOOKMARK', catalogueId: (await wineOf(scene)).id } }),
  },
  'DELETE /post/action/{actionId}': {
    access: 'owner',
    note: 'Removes one’s own like.',
    prepare: async (scene) => ({ url: `/post/action/${(await bookmarkOf(scene, scene.owner))._id}` }),
  },
  'GET /catalogue/{id}/stock-alert': {
    access: 'user',
    note: 'Whether the caller waits for the wine to be back in stock.',
    prepare: async (scene) => ({ url: `/catalogue/${(await wineOf(scene)).id}/stock-alert` }),
  },
  'PUT /catalogue/{id}/stock-alert': {
    access: 'user',
    note: 'The caller is mailed once when the out-of-stock wine is back, if their email is verified (else the alert waits until it is).',
    prepare: async (scene) => ({ url: `/catalogue/${(await makeWine(scene.db, { businessId: scene.business.id, stock: 0 })).id}/stock-alert` }),
  },
  'DELETE /catalogue/{id}/stock-alert': {
    access: 'user',
    note: 'The caller is no longer mailed when the wine is back.',
    prepare: async (scene) => ({ url: `/catalogue/${(await wineOf(scene)).id}/stock-alert` }),
  },
  'GET /post/action/catalogue': {
    access: 'user',
    note: 'The caller’s own liked wines.',
    prepare: async (scene) => ({ url: '/post/action/catalogue?type=BOOKMARK', secrets: [(await bookmarkOf(scene, scene.owner))._id] }),
  },
  'GET /user/social/follow': {
    access: 'user',
    note: 'Whom the caller follows.',
    prepare: async (scene) => ({ url: '/user/social/follow', secrets: [(await followOf(scene, scene.owner))._id] }),
  },
  'POST /user/social/follow': {
    access: 'user',
    note: 'Follows a sommelier for the caller.',
    prepare: async (scene) => ({ url: '/user/social/follow', payload: { followId: (await makeSommelier(scene.db)).id } }),
  },
  'DELETE /user/social/follow/{followRecordId}': {
    access: 'owner',
    note: 'Ends one’s own follow.',
    prepare: async (scene) => ({ url: `/user/social/follow/${(await followOf(scene, scene.owner))._id}` }),
  },

  // Cart, checkout and orders
  'GET /coupon': { access: 'public', note: 'Visible coupons.', prepare: async () => ({ url: '/coupon' }) },
  'GET /order': {
    access: 'user',
    note: 'The caller’s own cart (status=OPEN) or order history (status=PENDING).',
    prepare: async (scene) => ({ url: '/order?status=OPEN', secrets: [(await cartOf(scene, scene.owner)).cartId] }),
  },
  'POST /order': { access: 'user', note: 'Opens (or answers) the caller’s cart.', prepare: async () => ({ url: '/order', payload: { status: 'OPEN' } }) },
  'PATCH /order/{orderId}/item': {
    access: 'owner',
    note: 'Sets a line of one’s own cart.',
    prepare: async (scene) => {
      const { cartId } = await cartOf(scene, scene.owner);
      return { url: `/order/${cartId}/item`, payload: { catalogueId: (await wineOf(scene)).id, quantity: 1 } };
    },
  },
  'POST /order/catalogue/quotation': {
    access: 'owner',
    note: 'Prices one’s own cart.',
    prepare: async (scene) => ({ url: '/order/catalogue/quotation?isOrder=true', payload: { orderId: (await cartOf(scene, scene.owner)).cartId, deliveryType: 'pickup' } }),
  },
  'POST /order/{orderId}/task': {
    access: 'owner',
    note: 'Hands one’s own cart to its retailer.',
    prepare: async (scene) => ({
      url: `/order/${(await cartOf(scene, scene.owner)).cartId}/task`,
      payload: { userId: scene.business.id, status: 'ASSIGN', type: 'business' },
    }),
  },
  'PATCH /order/{orderId}/confirm': {
    access: 'owner',
    note: 'Places one’s own cart with one’s own saved card. Needs a verified email (403003); refused while an order whose charge failed is unpaid (409010) and above 12 bottles of a wine or 36 in all held by one’s orders not yet charged (409011).',
    prepare: async (scene) => {
      const { cartId } = await cartOfOneWine(scene, scene.owner);
      const card = await cardOf(scene, scene.owner);
      return {
        url: `/order/${cartId}/confirm`,
        payload: {
          paymentMethod: { type: 'CARD', cardId: card.id },
          deliveryType: 'pickup',
          billingAddressId: scene.owner.billingAddressId,
          businessId: scene.business.id,
          eventId: null,
        },
      };
    },
  },
  'GET /order/{orderId}/pending-confirmation': {
    access: 'owner',
    denied: 404,
    note: 'The card payment waiting for confirmation with one’s own cart, from whichever device made it; another’s cart is not found.',
    prepare: async (scene) => ({ url: `/order/${(await cartOf(scene, scene.owner)).cartId}/pending-confirmation` }),
  },
  'PUT /order/{orderId}/pending-confirmation': {
    access: 'owner',
    denied: 404,
    note: 'Keeps the card payment one is about to confirm with one’s own cart, with one’s own usable card (another’s: 422); another’s cart is not found.',
    prepare: async (scene) => {
      const { cartId } = await cartOf(scene, scene.owner);
      // The caller's own card: the check of the card comes first, so only the cart's owner is in question.
      const card = await cardOf(scene, scene.caller ?? scene.owner);
      return {
        url: `/order/${cartId}/pending-confirmation`,
        payload: { deliveryType: 'pickup', deliveryAddressId: null, billing: { kind: 'same' }, voucherCode: null, cardId: card.id, txnId: null },
      };
    },
  },
  'PATCH /order/{orderId}/cancel': {
    access: 'owner',
    note: 'Cancels one’s own order before it is charged.',
    prepare: async (scene) => ({ url: `/order/${(await placedOrderOf(scene, scene.owner)).id}/cancel` }),
  },
  'GET /order/{orderId}/delivery': {
    access: 'owner',
    denied: 404,
    note: 'One’s own order’s failed delivery attempts and the re-delivery open to them, with its price.',
    prepare: async (scene) => ({ url: `/order/${(await failedDeliveryOf(scene)).id}/delivery` }),
  },
  'POST /order/{orderId}/redelivery': {
    access: 'owner',
    denied: 404,
    note: 'Agrees to the re-delivery of one’s own order after a failed attempt, paying its fee when one is due.',
    prepare: async (scene) => ({ url: `/order/${(await failedDeliveryOf(scene)).id}/redelivery`, payload: { attempt: 1 } }),
  },
  'GET /order/{orderId}': {
    access: ownerOrAdmin,
    note: 'An order with its lines and addresses.',
    prepare: async (scene) => ({ url: `/order/${(await placedOrderOf(scene, scene.owner)).id}` }),
  },
  'PATCH /admin/orders/{orderId}/cancel': {
    access: 'admin',
    note: 'Cancels any order, refunding a charged one.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await placedOrderOf(scene, scene.owner)).id}/cancel`, payload: { note: 'Out of stock' } }),
  },
  'GET /order/{orderId}/returns': {
    access: 'owner',
    denied: 404,
    note: 'The returns of one’s own order and how many bottles can still be returned.',
    prepare: async (scene) => ({ url: `/order/${(await completedOrderOf(scene, scene.owner)).order.id}/returns` }),
  },
  'POST /order/{orderId}/returns': {
    access: 'owner',
    denied: 404,
    note: 'Asks to return bottles of one’s own completed order, within 30 days of its completion; 5 requests per account an hour.',
    prepare: async (scene) => {
      const { order, wineId } = await completedOrderOf(scene, scene.owner);
      return { url: `/order/${order.id}/returns`, payload: { lines: [{ catalogueId: wineId, quantity: 1 }], reason: 'Not what I ordered', unopened: true } };
    },
  },
  'GET /admin/returns': { access: 'admin', note: 'Every return request of the shop.', prepare: async () => ({ url: '/admin/returns' }) },
  'PATCH /admin/returns/{returnId}/accept': {
    access: 'admin',
    note: 'Accepts a return for any retailer: refunds it at once, puts the bottles back, reverses their commission.',
    prepare: async (scene) => ({ url: `/admin/returns/${await returnOf(scene, scene.owner)}/accept`, payload: {} }),
  },
  'PATCH /admin/returns/{returnId}/decline': {
    access: 'admin',
    note: 'Declines a return for any retailer, with a note.',
    prepare: async (scene) => ({ url: `/admin/returns/${await returnOf(scene, scene.owner)}/decline`, payload: { note: 'The bottle was opened' } }),
  },
  'GET /commission': { access: 'user', note: 'The caller’s own commission.', prepare: async () => ({ url: '/commission?groupby=month' }) },
  'GET /commission/export.csv': {
    access: 'user',
    owner: 'sommelier',
    note: 'The caller’s own commission as a CSV file; it takes no sommelier, so nobody reads another’s.',
    prepare: async (scene) => ({ url: '/commission/export.csv?groupby=month', secrets: [(await commissionOf(scene, scene.owner.row.id)).amount] }),
  },

  // Cards and payments
  'POST /user/{id}/add-card/initialize': {
    access: 'owner',
    note: 'Starts adding a card to one’s own account.',
    prepare: async ({ owner }) => ({ url: `/user/${owner.row.id}/add-card/initialize` }),
  },
  'POST /user/{id}/add-card': {
    access: 'owner',
    note: 'The card-confirm return page saves the card.',
    prepare: async (scene) => {
      const setup = await paidCardSetupOf(scene, scene.owner);
      return { url: `/user/${scene.owner.row.id}/add-card`, payload: { sourceId: setup.txnId, verificationToken: setup.stripe_data.client_secret } };
    },
  },
  'POST /user/{id}/add-card/complete': {
    access: 'owner',
    note: 'Saves the card once its verification payment succeeded.',
    prepare: async (scene) => ({ url: `/user/${scene.owner.row.id}/add-card/complete`, payload: { txnId: (await paidCardSetupOf(scene, scene.owner)).txnId } }),
  },
  'GET /user/{id}/cards': {
    access: 'owner',
    note: 'One’s own saved cards.',
    prepare: async (scene) => ({ url: `/user/${scene.owner.row.id}/cards`, secrets: [(await cardOf(scene, scene.owner)).id] }),
  },
  'POST /user/{id}/disable-card': {
    access: 'owner',
    note: 'Disables one’s own card.',
    prepare: async (scene) => ({ url: `/user/${scene.owner.row.id}/disable-card`, payload: { cardId: (await cardOf(scene, scene.owner)).id } }),
  },
  'GET /order/{id}/payment': {
    access: 'owner',
    denied: 404,
    note: 'Payment state of one’s own order.',
    prepare: async (scene) => ({ url: `/order/${(await placedOrderOf(scene, scene.owner)).id}/payment` }),
  },
  'POST /order/{id}/pay': {
    access: 'owner',
    denied: 404,
    note: 'Pays one’s own declined order again, with one’s own card.',
    prepare: async (scene) => {
      const order = await placedOrderOf(scene, scene.owner, { status: 'PAYMENT_FAILED' });
      return { url: `/order/${order.id}/pay`, payload: { cardId: order.paymentCardId } };
    },
  },
  'POST /payments/test/confirm-setup': {
    access: 'public',
    note: 'The test gateway’s card form: the payment’s client secret is the credential.',
    prepare: async (scene) => ({ url: '/payments/test/confirm-setup', payload: cardEntry((await cardSetupOf(scene, scene.owner)).stripe_data.client_secret) }),
  },
  'POST /payments/test/authenticate': {
    access: 'public',
    note: 'The test gateway’s 3-D Secure page: the payment’s client secret is the credential.',
    prepare: async (scene) => {
      const setup = await paidCardSetupOf(scene, scene.owner, Cards.authenticate);
      return { url: '/payments/test/authenticate', payload: { clientSecret: setup.stripe_data.client_secret, approve: true } };
    },
  },
  'POST /payments/stripe/webhook': {
    access: 'public',
    status: 404,
    note: 'Stripe’s events, authenticated by their signature; it exists only with PAYMENTS_PROVIDER=stripe (404 with the test gateway the suites run).',
    prepare: async () => ({ url: '/payments/stripe/webhook', payload: { id: 'evt_matrix', type: 'payment_intent.succeeded' } }),
  },

  // Operations console (admins only)
  'GET /admin/dashboard': { access: 'admin', note: 'Figures of the day and week.', prepare: async () => ({ url: '/admin/dashboard' }) },
  'GET /admin/dashboard/trends': { access: 'admin', note: 'The charts of the last 30 or 90 days.', prepare: async () => ({ url: '/admin/dashboard/trends?days=30' }) },
  'GET /admin/coupons': { access: 'admin', note: 'Every coupon with its redemptions.', prepare: async () => ({ url: '/admin/coupons' }) },
  'POST /admin/coupons': { access: 'admin', note: 'Creates a coupon.', prepare: async () => ({ url: '/admin/coupons', payload: couponBody() }) },
  'PUT /admin/coupons/{id}': {
    access: 'admin',
    note: 'Edits a coupon; orders keep their discount.',
    prepare: async (scene) => {
      const coupon = await callAs<{ _id: string }>(scene, scene.cast.admin, 'POST', '/admin/coupons', couponBody());
      return { url: `/admin/coupons/${coupon._id}`, payload: { ...couponBody(), description: 'Edited' } };
    },
  },
  'GET /admin/retailers': { access: 'admin', note: 'Every retailer with its staff.', prepare: async () => ({ url: '/admin/retailers' }) },
  'POST /admin/retailers': { access: 'admin', note: 'Creates a retailer.', prepare: async () => ({ url: '/admin/retailers', payload: retailerBody() }) },
  'PUT /admin/retailers/{id}': {
    access: 'admin',
    note: 'Edits a retailer.',
    prepare: async (scene) => ({ url: `/admin/retailers/${(await makeBusiness(scene.db)).id}`, payload: retailerBody() }),
  },
  'POST /admin/retailers/{id}/staff': {
    access: 'admin',
    note: 'Gives an account the retailer role for a business.',
    prepare: async (scene) => {
      const business = await makeBusiness(scene.db);
      const { row } = await insertAccount(scene.db);
      return { url: `/admin/retailers/${business.id}/staff`, payload: { email: row.email } };
    },
  },
  'DELETE /admin/retailers/{id}/staff/{userId}': {
    access: 'admin',
    note: 'Takes the retailer role away.',
    prepare: async (scene) => {
      const business = await makeBusiness(scene.db);
      const { row } = await insertAccount(scene.db, { roles: ['retailer'], businessId: business.id });
      return { url: `/admin/retailers/${business.id}/staff/${row.id}` };
    },
  },
  'GET /admin/orders': { access: 'admin', note: 'Orders of every shopper, searchable.', prepare: async () => ({ url: '/admin/orders' }) },
  'GET /admin/orders/export.csv': {
    access: 'admin',
    note: 'The orders list as a CSV file, one row per order line.',
    prepare: async (scene) => ({ url: `/admin/orders/export.csv?q=SL-${(await placedOrderOf(scene, scene.owner)).orderNumber}` }),
  },
  'GET /admin/clubs': { access: 'admin', note: 'Every wine club with its sommelier, retailer and members by status.', prepare: async () => ({ url: '/admin/clubs' }) },
  'GET /admin/clubs/export.csv': { access: 'admin', note: 'The clubs list as a CSV file.', prepare: async () => ({ url: '/admin/clubs/export.csv' }) },
  'GET /admin/clubs/activity': { access: 'admin', note: 'The shop’s club skips and cancellations by month.', prepare: async () => ({ url: '/admin/clubs/activity' }) },
  'GET /admin/clubs/{clubId}': {
    access: 'admin',
    note: 'A club’s members, each cycle’s orders and revenue, its skips and cancellations by month.',
    prepare: async (scene) => ({ url: `/admin/clubs/${await clubOf(scene)}` }),
  },
  'GET /admin/clubs/{clubId}/members.csv': {
    access: 'admin',
    note: 'A club’s members as a CSV file.',
    prepare: async (scene) => ({ url: `/admin/clubs/${await clubOf(scene)}/members.csv` }),
  },
  'GET /admin/commission': { access: 'admin', note: 'Every sommelier’s commission per month.', prepare: async () => ({ url: '/admin/commission' }) },
  'GET /admin/commission/export.csv': {
    access: 'admin',
    note: 'The commission list as a CSV file.',
    prepare: async (scene) => {
      const sommelier = await makeSommelier(scene.db);
      await commissionOf(scene, sommelier.id);
      return { url: `/admin/commission/export.csv?q=${encodeURIComponent(sommelier.email)}` };
    },
  },
  'GET /admin/orders/{id}': {
    access: 'admin',
    note: 'Any order with its payments, history and notes.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await placedOrderOf(scene, scene.owner)).id}` }),
  },
  'PATCH /admin/orders/{id}/ready-for-pickup': {
    access: 'admin',
    note: 'Hand-over of any charged pickup order.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await placedOrderOf(scene, scene.owner, charged('pickup'))).id}/ready-for-pickup`, payload: {} }),
  },
  'PATCH /admin/orders/{id}/out-for-delivery': {
    access: 'admin',
    note: 'Hand-over of any charged delivery order.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await placedOrderOf(scene, scene.owner, charged('delivery'))).id}/out-for-delivery`, payload: {} }),
  },
  'PATCH /admin/orders/{id}/delivered': {
    access: 'admin',
    note: 'Marks any charged order delivered, with the age check.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await placedOrderOf(scene, scene.owner, charged('pickup'))).id}/delivered`, payload: { ageChecked: true } }),
  },
  'POST /admin/orders/{id}/notes': {
    access: 'admin',
    note: 'A note on any order.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await placedOrderOf(scene, scene.owner)).id}/notes`, payload: { body: 'Called the shopper' } }),
  },
  'GET /admin/orders/{orderId}/delivery-attempts': {
    access: 'admin',
    note: 'The failed delivery attempts of any order.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await failedDeliveryOf(scene)).id}/delivery-attempts` }),
  },
  'POST /admin/orders/{orderId}/delivery-attempts': {
    access: 'admin',
    note: 'Records a failed delivery attempt of any order out for delivery.',
    prepare: async (scene) => ({ url: `/admin/orders/${(await placedOrderOf(scene, scene.owner, outForDelivery)).id}/delivery-attempts`, payload: { reason: 'nobody_home' } }),
  },
  'GET /admin/outbox': { access: 'admin', note: 'Mail waiting, sent or failed.', prepare: async () => ({ url: '/admin/outbox?status=failed' }) },
  'POST /admin/outbox/{id}/retry': {
    access: 'admin',
    note: 'Queues a failed mail again.',
    prepare: async (scene) => ({ url: `/admin/outbox/${(await failedMail(scene.db)).id}/retry` }),
  },
  'GET /admin/support-tickets': { access: 'admin', note: 'Contact requests.', prepare: async () => ({ url: '/admin/support-tickets?status=OPEN' }) },
  'GET /admin/support-tickets/{id}': {
    access: 'admin',
    note: 'A contact request.',
    prepare: async (scene) => ({ url: `/admin/support-tickets/${(await openTicket(scene.db)).id}` }),
  },
  'PATCH /admin/support-tickets/{id}': {
    access: 'admin',
    note: 'Marks a contact request handled (or open).',
    prepare: async (scene) => ({ url: `/admin/support-tickets/${(await openTicket(scene.db)).id}`, payload: { status: 'HANDLED' } }),
  },
  'GET /admin/audit': { access: 'admin', note: 'The audit log.', prepare: async () => ({ url: '/admin/audit' }) },
  'GET /admin/wines': { access: 'admin', note: 'Every wine, active or not.', prepare: async () => ({ url: '/admin/wines?status=all' }) },
  'POST /admin/wines': {
    access: 'admin',
    note: 'Creates a wine.',
    prepare: async (scene) => ({ url: '/admin/wines', payload: { code: `MX-${newId()}`, title: 'Matrix Merlot', price: '24.99', stock: 12, businessId: scene.business.id } }),
  },
  'GET /admin/wines/{id}': { access: 'admin', note: 'A wine, active or not.', prepare: async (scene) => ({ url: `/admin/wines/${(await wineOf(scene)).id}` }) },
  'PATCH /admin/wines/{id}': {
    access: 'admin',
    note: 'Edits a wine.',
    prepare: async (scene) => ({ url: `/admin/wines/${(await wineOf(scene)).id}`, payload: { title: 'Renamed Merlot' } }),
  },
  'POST /admin/wines/import': {
    access: 'admin',
    note: 'Imports wines from a CSV (multipart field "file"), all or nothing.',
    prepare: async (scene) => {
      const csv = `code,title,price,retailer\r\nMX-${newId()},Imported Syrah,19.50,${scene.business.id}\r\n`;
      const { payload, headers } = fileUpload(csv, 'wines.csv', 'text/csv');
      return { url: '/admin/wines/import', payload, headers };
    },
  },
  'GET /admin/catalogue/retailers': { access: 'admin', note: 'Retailers to choose from in the wine form.', prepare: async () => ({ url: '/admin/catalogue/retailers' }) },
  'PATCH /admin/collections/{id}/flags': {
    access: 'admin',
    note: 'Sets a collection’s shop flags (Picks, Trending...).',
    prepare: async (scene) => ({ url: `/admin/collections/${(await collectionOf(scene, scene.cast.ownerSommelier)).id}/flags`, payload: { isTrending: true } }),
  },
  'GET /admin/reviews': { access: 'admin', note: 'Reported, hidden or all reviews, with their reports.', prepare: async () => ({ url: '/admin/reviews?status=reported' }) },
  'POST /admin/reviews/{reviewId}/hide': {
    access: 'admin',
    note: 'Hides a review from its wine’s list and rating (audited, with the reason).',
    prepare: async (scene) => ({ url: `/admin/reviews/${(await reviewOf(scene, null)).reviewId}/hide`, payload: { reason: 'Off topic' } }),
  },
  'POST /admin/reviews/{reviewId}/restore': {
    access: 'admin',
    note: 'Shows a hidden review again (audited, with the reason).',
    prepare: async (scene) => {
      const { reviewId } = await reviewOf(scene, null);
      await callAs(scene, scene.cast.admin, 'POST', `/admin/reviews/${reviewId}/hide`, { reason: 'Off topic' });
      return { url: `/admin/reviews/${reviewId}/restore`, payload: { reason: 'Reviewed again: fine' } };
    },
  },
  'GET /admin/posts': { access: 'admin', note: 'Banners or Wine Talks, hidden ones too.', prepare: async () => ({ url: '/admin/posts?topic=wineTalks' }) },
  'PATCH /admin/posts/{id}/visibility': {
    access: 'admin',
    note: 'Hides or shows a post, with a reason.',
    prepare: async (scene) => ({ url: `/admin/posts/${(await postOf(scene, scene.cast.ownerSommelier)).id}/visibility`, payload: { isActive: false, reason: 'Off topic' } }),
  },
  'POST /admin/banners': { access: 'admin', note: 'Creates a home-page banner.', prepare: async () => ({ url: '/admin/banners', payload: bannerBody() }) },
  'PATCH /admin/banners/{id}': {
    access: 'admin',
    note: 'Edits a banner.',
    prepare: async (scene) => {
      const banner = await callAs<{ _id: string }>(scene, scene.cast.admin, 'POST', '/admin/banners', bannerBody());
      return { url: `/admin/banners/${banner._id}`, payload: { title: 'Autumn reds' } };
    },
  },
  'GET /admin/events': { access: 'admin', note: 'Every event.', prepare: async () => ({ url: '/admin/events' }) },
  'POST /admin/events': {
    access: 'admin',
    note: 'Creates an event.',
    prepare: async (scene) => ({
      url: '/admin/events',
      payload: { title: 'Harvest tasting', description: 'Six wines', startTime: '2031-09-01T18:00:00.000Z', addressLine1: '1 Vine Street', businessId: scene.business.id },
    }),
  },
  'PATCH /admin/events/{id}': {
    access: 'admin',
    note: 'Edits an event.',
    prepare: async (scene) => ({ url: `/admin/events/${(await makeEvent(scene.db, scene.business)).id}`, payload: { title: 'Renamed tasting' } }),
  },

  // Wine clubs (the shop's side)
  'GET /clubs': { access: 'public', note: 'Open clubs, optionally of one sommelier.', prepare: async (scene) => ({ url: `/clubs?sommelierId=${scene.cast.sommelier.row.id}` }) },
  'GET /clubs/{clubId}': {
    access: 'public',
    note: 'An open or closed club’s page (a proposed or declined one only for its sommelier, its retailer and admins); a signed-in reader also gets their own membership.',
    prepare: async (scene) => ({ url: `/clubs/${await clubOf(scene)}` }),
  },
  'POST /clubs': {
    access: 'approved-sommelier',
    note: 'An approved sommelier proposes a club to a retailer of the shop, who accepts or declines it.',
    prepare: async (scene) => ({ url: '/clubs', payload: clubBody(scene.business.id) }),
  },
  'GET /clubs/mine': {
    access: 'user',
    owner: 'sommelier',
    note: 'The caller’s own clubs with their cycles; it takes no sommelier, so nobody reads another’s.',
    prepare: async (scene) => ({ url: '/clubs/mine', secrets: [await clubOf(scene, { sommelierId: scene.owner.row.id })] }),
  },
  'GET /clubs/partners': { access: 'approved-sommelier', note: 'The retailers an approved sommelier may propose a club to.', prepare: async () => ({ url: '/clubs/partners' }) },
  'GET /clubs/memberships': {
    access: 'user',
    note: 'The caller’s own club memberships.',
    prepare: async (scene) => ({ url: '/clubs/memberships', secrets: [(await membershipOf(scene, scene.owner)).membershipId] }),
  },
  'POST /clubs/{clubId}/join': {
    access: 'user',
    note: 'Joins an open club with one’s own saved card (another’s: 422), 21 or over; needs a verified email (403003); not one’s own club, not twice, not past its capacity (409).',
    prepare: async (scene) => {
      const card = await cardOf(scene, scene.caller ?? scene.owner);
      return { url: `/clubs/${await clubOf(scene)}/join`, payload: { cardId: card.id, deliveryType: 'pickup', ageConfirmed: true } };
    },
  },
  'PATCH /clubs/memberships/{membershipId}': {
    access: 'owner',
    denied: 404,
    note: 'Skips the next box, pauses, resumes, changes the card or address (one’s own only) or cancels one’s own membership; another’s is not found.',
    prepare: async (scene) => ({ url: `/clubs/memberships/${(await membershipOf(scene, scene.owner)).membershipId}`, payload: { action: 'pause' } }),
  },
  'GET /clubs/{clubId}/cycles/{cycleId}/selection': {
    access: 'owner',
    owner: 'sommelier',
    denied: 404,
    note: 'The sommelier’s own club’s pick sheet for a shipment: the partner’s wines and their stock; another’s club is not found.',
    prepare: async (scene) => {
      const clubId = await clubOf(scene, { sommelierId: scene.owner.row.id });
      return { url: `/clubs/${clubId}/cycles/${await cycleOf(scene, clubId)}/selection` };
    },
  },
  'PUT /clubs/{clubId}/cycles/{cycleId}/selection': {
    access: 'owner',
    owner: 'sommelier',
    denied: 404,
    note: 'The sommelier picks the box of their own open club before the cut-off: the club’s bottles, worth at least its price at the shop.',
    prepare: async (scene) => {
      const clubId = await clubOf(scene, { sommelierId: scene.owner.row.id });
      const wine = await wineOf(scene);
      return { url: `/clubs/${clubId}/cycles/${await cycleOf(scene, clubId)}/selection`, payload: { wines: [{ catalogueId: wine.id, quantity: 3 }] } };
    },
  },
  'POST /clubs/{clubId}/cycles/{cycleId}/rating': {
    access: 'owner',
    note: 'Rates a box one received as a member (one’s club order of that cycle completed); anyone else is refused.',
    prepare: async (scene) => {
      const { clubId, cycleId } = await receivedBoxOf(scene, scene.owner);
      return { url: `/clubs/${clubId}/cycles/${cycleId}/rating`, payload: { stars: 4, comment: 'Lovely box' } };
    },
  },
  'GET /retailer/clubs': {
    access: 'retailer-own-business',
    note: 'The clubs proposed to or run with the business.',
    prepare: async (scene) => {
      await clubOf(scene);
      const elsewhere = await clubOf({ ...scene, business: scene.cast.otherBusiness });
      return { url: '/retailer/clubs', hidden: [elsewhere] };
    },
  },
  'PATCH /retailer/clubs/{clubId}': {
    access: 'retailer-own-business',
    note: 'Accepts or declines a club proposed to the business.',
    prepare: async (scene) => ({ url: `/retailer/clubs/${await clubOf(scene, { status: 'proposed' })}`, payload: { decision: 'accept' } }),
  },
  'GET /retailer/clubs/{clubId}/cycles/{cycleId}': {
    access: 'retailer-own-business',
    note: 'A shipment of a club of the business as one pick list: bottles per wine and the orders to hand over.',
    prepare: async (scene) => {
      const clubId = await clubOf(scene);
      return { url: `/retailer/clubs/${clubId}/cycles/${await cycleOf(scene, clubId, 'placed')}` };
    },
  },

  // Retailer view: a retailer's staff, for their own business's orders only
  'GET /retailer/orders': {
    access: 'retailer-own-business',
    note: 'The business’s orders.',
    prepare: async (scene) => {
      await placedOrderOf(scene, scene.owner);
      const elsewhere = await placedOrderOf({ ...scene, business: scene.cast.otherBusiness }, scene.owner);
      return { url: '/retailer/orders', hidden: [elsewhere.id] };
    },
  },
  'GET /retailer/orders/{orderId}': {
    access: 'retailer-own-business',
    note: 'An order of the business, with the shopper’s contact and address.',
    prepare: async (scene) => ({ url: `/retailer/orders/${(await placedOrderOf(scene, scene.owner)).id}` }),
  },
  'PATCH /retailer/orders/{orderId}/ready-for-pickup': {
    access: 'retailer-own-business',
    note: 'Hand-over of a charged pickup order of the business.',
    prepare: async (scene) => ({ url: `/retailer/orders/${(await placedOrderOf(scene, scene.owner, charged('pickup'))).id}/ready-for-pickup`, payload: {} }),
  },
  'PATCH /retailer/orders/{orderId}/out-for-delivery': {
    access: 'retailer-own-business',
    note: 'Hand-over of a charged delivery order of the business.',
    prepare: async (scene) => ({ url: `/retailer/orders/${(await placedOrderOf(scene, scene.owner, charged('delivery'))).id}/out-for-delivery`, payload: {} }),
  },
  'PATCH /retailer/orders/{orderId}/delivered': {
    access: 'retailer-own-business',
    note: 'Marks a charged order of the business delivered, with the age check.',
    prepare: async (scene) => ({ url: `/retailer/orders/${(await placedOrderOf(scene, scene.owner, charged('pickup'))).id}/delivered`, payload: { ageChecked: true } }),
  },
  'GET /retailer/returns': {
    access: 'retailer-own-business',
    note: 'The return requests of the business.',
    prepare: async (scene) => {
      await returnOf(scene, scene.owner);
      const elsewhere = await returnOf({ ...scene, business: scene.cast.otherBusiness }, scene.owner);
      return { url: '/retailer/returns', hidden: [elsewhere] };
    },
  },
  'PATCH /retailer/returns/{returnId}/accept': {
    access: 'retailer-own-business',
    note: 'Accepts a return of the business when the bottles are back: refunds it at once.',
    prepare: async (scene) => ({ url: `/retailer/returns/${await returnOf(scene, scene.owner)}/accept`, payload: {} }),
  },
  'PATCH /retailer/returns/{returnId}/decline': {
    access: 'retailer-own-business',
    note: 'Declines a return of the business, with a note.',
    prepare: async (scene) => ({ url: `/retailer/returns/${await returnOf(scene, scene.owner)}/decline`, payload: { note: 'The bottle was opened' } }),
  },
  'GET /retailer/orders/{orderId}/delivery-attempts': {
    access: 'retailer-own-business',
    note: 'The failed delivery attempts of an order of the business.',
    prepare: async (scene) => ({ url: `/retailer/orders/${(await failedDeliveryOf(scene)).id}/delivery-attempts` }),
  },
  'POST /retailer/orders/{orderId}/delivery-attempts': {
    access: 'retailer-own-business',
    note: 'Records a failed delivery attempt of an order of the business out for delivery.',
    prepare: async (scene) => ({ url: `/retailer/orders/${(await placedOrderOf(scene, scene.owner, outForDelivery)).id}/delivery-attempts`, payload: { reason: 'nobody_home' } }),
  },
  'POST /retailer/orders/{orderId}/notes': {
    access: 'retailer-own-business',
    note: 'A note on an order of the business.',
    prepare: async (scene) => ({ url: `/retailer/orders/${(await placedOrderOf(scene, scene.owner)).id}/notes`, payload: { body: 'Ready at the counter' } }),
  },
  'GET /retailer/wines': {
    access: 'retailer-own-business',
    note: 'The business’s wines and their stock, with the bottles of each held by orders not yet charged (heldUnpaid).',
    prepare: async (scene) => {
      await wineOf(scene);
      const elsewhere = await makeWine(scene.db, { businessId: scene.cast.otherBusiness.id });
      return { url: '/retailer/wines?limit=100', hidden: [elsewhere.id] };
    },
  },
  'PATCH /retailer/wines/{id}/stock': {
    access: 'retailer-own-business',
    note: 'Sets the count of a wine of the business (a correction in the audit log).',
    prepare: async (scene) => ({ url: `/retailer/wines/${(await wineOf(scene)).id}/stock`, payload: { stock: 7 } }),
  },
  'POST /retailer/stock/import': {
    access: 'retailer-own-business',
    note: 'Sets counts of the business’s wines from a CSV of code,count (multipart field "file"), all or nothing; dryRun=true writes nothing.',
    prepare: async (scene) => {
      const code = `MX-${newId()}`;
      await makeWine(scene.db, { businessId: scene.business.id, code });
      const { payload, headers } = fileUpload(`code,count\r\n${code},12\r\n`, 'stock.csv', 'text/csv');
      return { url: '/retailer/stock/import', payload, headers };
    },
  },
};
