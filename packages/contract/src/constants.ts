/** Business constants and limits shared by the app and the API (spec 000 §9, spec 001 §9). */

/** The fixed tenant of the product: every public read defaults to it. */
export const SHOP_TENANT_ID = '01930000-0000-7000-8000-000000000001';

export const REGIONS = [
  'Mendoza', 'Patagonia', 'Valle de Colchagua', 'Beaujolais', 'Bordeaux', 'Burgundy', 'Champagne',
  'Loire', 'Rhone', 'Mosel', 'Barolo', 'Piedmont', 'Tuscany', 'Ribera del Duero', 'Rioja',
  'Napa Valley', 'Oregon', 'Sonoma', 'Walla Walla', 'Willamette Valley',
] as const;
export type Region = (typeof REGIONS)[number];

/**
 * The regions by name, as the home page's Wine Regions row and the shop's filter list them (spec 000
 * §2.3 says 19 but lists all 20). The names are plain ASCII, so code-unit order is alphabetical:
 * no Intl collator, whose first use costs a long task on a phone while a page loads.
 */
export const REGIONS_BY_NAME: readonly Region[] = [...REGIONS].sort();

export const COLORS = ['Red', 'White', 'Rosé'] as const;
export type Color = (typeof COLORS)[number];


/** A wine's card says "Only N left" at this many bottles or fewer, "Out of stock" at none (issue 32). */
export const FEW_BOTTLES_LEFT = 5;

/** The shop filter's price slider, in dollars (spec 001 §2.11). */
export const PRICE_FILTER_MAX_DOLLARS = 300;
/** The slider's step, in dollars: the read model keeps a bitset per step so that a range between steps costs one pass. */
export const PRICE_FILTER_STEP_DOLLARS = 5;

export const MIN_FAVOURITE_REGIONS = 5;
export const MIN_AGE = 21;
export const PHONE_DIGITS = 10;
export const COUNTRY_CODE = '+1';
export const STREET_MIN_LENGTH = 10;
export const ZIP_LENGTH = 5;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 150;
/** The longest wine search text: the search box stops there, and the catalogue refuses longer. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const LIST_LIMIT_MAX = 100;

export const TOKEN_LIFETIME_DAYS = 7;
export const RESET_TOKEN_LIFETIME_MINUTES = 60;
/** How long the links mailed about an account's email stay usable (docs/decisions/0022). */
export const EMAIL_VERIFY_LINK_LIFETIME_HOURS = 48;
export const EMAIL_CHANGE_LINK_LIFETIME_HOURS = 24;
/**
 * How long an order whose nightly charge failed waits to be paid at /orders/action, holding its
 * bottles, before it is cancelled and they go back on the shelf (docs/decisions/0049-stock-reservation.md).
 */
export const PAYMENT_WINDOW_HOURS = 72;
/**
 * Bottles one account may hold in orders placed but not yet charged (CONFIRMED, or PAYMENT_FAILED),
 * of one wine and of all wines: placing takes them off sale, so an account that never pays must not
 * empty a retailer's shelf (issue 44, docs/decisions/0059-unpaid-orders-hold-few-bottles.md). A
 * case of one wine, three cases in all; once the nightly charge succeeds they count no more.
 */
export const UNPAID_BOTTLES_PER_WINE = 12;
export const UNPAID_BOTTLES_PER_ACCOUNT = 36;
/** Email changes (each mails a stranger's address a link) one account may ask for in 24 hours (issue 30). */
export const EMAIL_CHANGES_PER_DAY = 5;
/** The old address's undo link outlives the change: its owner may read the notice days later. */
export const EMAIL_UNDO_LINK_LIFETIME_DAYS = 7;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const MOBILE_BREAKPOINT_PX = 768;
/** A sommelier's commission on an affiliated order line, in percent of the line after its offer. */
export const COMMISSION_RATE_PERCENT = 10;

/** Client timings in milliseconds. */
export const Timing = {
  bannerInterval: 3000,
  picksDelay: 500,
  forgotPasswordClose: 5000,
  subscribePrompt: 10_000,
  subscribeRecheck: 20_000,
  checkoutPrompt: 4000,
  quantityLock: 500,
  addressDeleteReload: 500,
  billingAddedNote: 2000,
  cardRedirect: 2500,
  cardCompleteWait: 10_000,
  cardListWait: 1000,
} as const;

/** Local storage keys and the cookie, exactly as the spec names them. */
export const StorageKey = {
  userData: 'user_data',
  likedUsers: 'likedUsers',
  likedWines: 'likedWines',
  accessCode: 'access_code',
  deliveryType: 'deliveryType',
  authToken: 'auth_token',
  ageAccepted: 'age_accepted',
  subscribeDismissed: 'subscribe_dismissed',
  isSubscribe: 'isSubscribe',
  coupon: 'coupon',
  phoneNumber: 'phone_number',
  /** The checkout's chosen addresses and card for the current cart, kept when the shopper leaves /my-cart. */
  checkoutChoices: 'checkout_choices',
  /** The delivery address and card of the last order placed on this device, offered first to the next cart (issue 45). */
  lastCheckoutChoices: 'last_checkout_choices',
} as const;

/** Keys the spec's log out clears (spec 000 §4). */
export const LOGOUT_CLEARED_KEYS = [
  StorageKey.userData,
  StorageKey.accessCode,
  StorageKey.likedUsers,
  StorageKey.likedWines,
  StorageKey.deliveryType,
] as const;

/** A profile's social link or handle, as typed (decision 0044). */
export const SOCIAL_LINK_MAX_LENGTH = 500;

export const TOKEN_COOKIE = 'user_token';
export const BRAND_COLOR = '#b25661';
export const BRAND_NAME = 'Sommlike';
/** The shop's colours around the brand colour: the web theme's palette and the mails' layout. */
export const BRAND_PALETTE = {
  /** Text and icons on the brand colour. */
  onBrand: '#ffffff',
  secondary: '#3b2a2d',
  /** Light enough that the brand colour as text on it reaches WCAG AA's 4.5:1 (4.52). */
  background: '#fbf8f7',
  paper: '#ffffff',
  text: '#231a1b',
  textMuted: '#5c5052',
} as const;

/**
 * The filter panel's price bands, in dollars: each band runs from its value up to, not including,
 * the next one's, the last has no upper end. A list's facets count the wines in each (issue 28).
 */
export const PRICE_FACET_BANDS_DOLLARS = [0, 15, 25, 50, 100] as const;

/** A review's stars (issue 20). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

