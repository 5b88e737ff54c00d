/** Route builders for the app's addresses (spec 000 §2.3, spec 001 §2.1). */

/** "Château Margaux 2015" -> "Château-Margaux-2015": spaces and slashes become dashes. */
export function slugify(text: string): string {
  return text.trim().replace(/[\s/]+/g, '-');
}

/**
 * Whether an address's id can be anyone's: the shape `z.uuid()` accepts (envelope.ts `id`), checked
 * without zod, which the storefront's pages do not load (a page answers "not found" for a malformed
 * id without asking the server).
 */
export const isIdShaped = (text: string): boolean =>
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i.test(text);

/** A region's picture, shipped with the web app: the `image` of a saved region option (spec 001 §2.5). */
export const regionImagePath = (region: string) => `/images/regions/${slugify(region)}.svg`;

export const paths = {
  home: '/',
  sommeliers: '/sommeliers',
  sommelier: (id: string, name: string) => `/sommelier/${id}/${slugify(name)}`,
  wine: (id: string, title: string) => `/wine/${id}/${slugify(title)}`,
  collection: (id: string, title: string) => `/collection/${id}/${slugify(title)}`,
  shopWines: '/shop-wines',
  /** The shop with some values of one filter attribute chosen, e.g. `/shop-wines?pairings=beef` (ShopWinesPage reads them). */
  shopWinesFiltered: (key: string, values: readonly string[]) => `/shop-wines?${new URLSearchParams(values.map((value): [string, string] => [key, value])).toString()}`,
  myCollection: '/my-collection',
  eventsUpcoming: '/events/upcoming',
  ourMission: '/our-mission',
  contactUs: '/contact-us',
  faqs: '/faqs',
  wineTips: '/wine-tips',
  favourites: '/favourites',
  profile: '/profile',
  profileEdit: '/profile/edit',
  myAddress: '/my-address',
  sommelierSetup: '/profile/setup/sommelier',
  orderHistory: '/order/history',
  myCart: '/my-cart',
  removeCard: '/profile/remove-card',
  myCommission: '/my-commission',
  resetPassword: '/reset-password',
  /** Where the links mailed about an account's email land (verify, confirm a new email, undo a change). */
  emailLink: '/email-link',
  // Storefront catalogue (spec 000 §2.3, spec 001 §2.10-2.11).
  picksCollection: (id: string) => `/collection/${id}/sommlike_picks`,
  trendingCollections: '/collections/trending',
  wineRegion: (region: string) => `/wine-region/${slugify(region)}`,
  search: '/search',
  event: (id: string) => `/events/${id}`,
  wineTip: (feedId: string, title: string) => `/wine-tips/${feedId}/${slugify(title)}`,
  createBlog: '/create-blog',
  aboutUs: '/about-us',
  // The operations console (issues 5 and 9) and the retailer view (issue 9).
  admin: '/admin',
  adminApplications: '/admin/applications',
  adminOrders: '/admin/orders',
  adminOrder: (id: string) => `/admin/orders/${id}`,
  adminCommission: '/admin/commission',
  adminClubs: '/admin/clubs',
  adminClub: (id: string) => `/admin/clubs/${id}`,
  adminWines: '/admin/wines',
  adminCollections: '/admin/collections',
  adminContent: '/admin/content',
  adminEvents: '/admin/events',
  adminCoupons: '/admin/coupons',
  adminRetailers: '/admin/retailers',
  adminInbox: '/admin/inbox',
  adminAudit: '/admin/audit',
  adminReviews: '/admin/reviews',
  adminReturns: '/admin/returns',
  retailerOrders: '/retailer/orders',
  retailerOrder: (id: string) => `/retailer/orders/${id}`,
  retailerStock: '/retailer/stock',
  retailerReturns: '/retailer/returns',
  retailerClubs: '/retailer/clubs',
  // Wine clubs (issue 46).
  clubs: '/clubs',
  club: (id: string) => `/clubs/${id}`,
  myClubs: '/profile/clubs',
  manageClubs: '/clubs/manage',
  // Checkout and orders (issue 6).
  order: (id: string) => `/order/${id}`,
  paymentConfirmation: '/payment/confimation',
  cardConfirm: '/payment/card-confirm',
  ordersAction: '/orders/action',
  payOrder: (orderId: string) => `/payment/pay/${orderId}`,
  // Sommelier tools (issue 8).
  myCollectionAlias: '/mycollection',
  wineTipsEdit: '/wine-tips/edit',
} as const;
