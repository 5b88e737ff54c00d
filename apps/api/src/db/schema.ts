/**
 * The database as the migrations build it, table by table (docs/decisions/0048-migrations-by-hand-schema-checked.md).
 * Migrations are written by hand (docs/changes/schema.md); what drizzle cannot say here (INCLUDE
 * columns, triggers, extensions) is in schema-beyond-drizzle.ts, and apps/api/test/platform/schema-drift.test.ts
 * fails, naming the difference, when the migrated database and these declarations part.
 */
import type { PendingConfirmation } from '@wine/contract/checkout';
import { ORDER_STATUS_VALUES } from '@wine/contract/order-status';
import { COUPON_KINDS } from '@wine/contract/pricing';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, check, customType, doublePrecision, foreignKey, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    countryCode: text('country_code'),
    contactNumber: text('contact_number'),
    profilePicture: text('profile_picture'),
    coverPicture: text('cover_picture'),
    bio: text('bio'),
    designation: text('designation'),
    fullAddress: text('full_address'),
    isActive: boolean('is_active').notNull().default(true),
    type: text('type', { enum: ['user', 'sommelier'] }).notNull().default('user'),
    activeStatus: text('active_status', { enum: ['in-review', 'approved', 'rejected'] }),
    roles: text('roles').array().notNull().default(sql`'{user}'::text[]`),
    followersCount: integer('followers_count').notNull().default(0),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull().default({}),
    trackingParams: jsonb('tracking_params').$type<Record<string, string>>(),
    /** The retailer a user with the retailer role works for (set by an admin). */
    businessId: uuid('business_id').references((): AnyPgColumn => businesses.id, { onDelete: 'set null' }),
    /** When a link mailed to `email` was followed (or Google proved it); null: unverified (docs/decisions/0022). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_sommeliers_idx').on(t.tenantId, t.activeStatus, t.createdAt).where(sql`type = 'sommelier' AND is_active`),
    index('users_business_idx').on(t.businessId).where(sql`business_id IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Refreshed at most every few minutes (SESSION_TOUCH_INTERVAL_MS), not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    /** The address it signed in from: a client that signed in before passes the account-wide sign-in limit. */
    clientIp: text('client_ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_user_client_idx').on(t.userId, t.clientIp),
  ],
);

/**
 * Single-use links mailed for an email address: `verify` (the account's own email), `change`
 * (confirms a new email, held in `email`) and `undo` (sent to the old email, held in `email`).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'change', 'undo'] }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_check', sql`purpose IN ('verify', 'change', 'undo')`),
  ],
);

/**
 * Forgot-password calls not handled yet: stored before the answer (the same work whether or not
 * the email has an account), turned into a reset link and its mail after it, and by the outbox job
 * if the process stopped in between.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The mail's single-use links' tokens, blanked in the body once it is sent (decision 0060). */
    secrets: text('secrets').array(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_pending_idx').on(t.createdAt).where(sql`status = 'pending'`), index('outbox_emails_status_idx').on(t.status, t.createdAt)],
);

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    ownerUserId: uuid('owner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerUserId)],
);

/** Retailers ("businesses"): every wine is sold by one, and an order is assigned to it. */
export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  name: text('name').notNull(),
  addressLine1: text('address_line1').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  deliveryFeeCents: integer('delivery_fee_cents').notNull(),
  freeDeliveryThresholdCents: integer('free_delivery_threshold_cents'),
  deliversToStates: text('delivers_to_states').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    addressLine1: text('address_line1').notNull(),
    bookingUrl: text('booking_url'),
    /** Images of the event's carousel: [{url, customData: {redirectionUrl, openIn}}]. */
    attachments: jsonb('attachments').$type<{ url: string; customData?: Record<string, string> }[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('events_list_idx').on(t.tenantId, t.id).where(sql`is_active`)],
);

/** The sommeliers and experts an event presents, in order. */
export const eventSommeliers = pgTable(
  'event_sommeliers',
  {
    eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_sommeliers_user_idx').on(t.userId)],
);

const RATING_COUNT = [1, 2, 3, 4, 5].map((star) => `rating_distribution[${star}]`).join(' + ');
const RATING_TOTAL = [1, 2, 3, 4, 5].map((star) => (star === 1 ? 'rating_distribution[1]' : `${star} * rating_distribution[${star}]`)).join(' + ');

/**
 * Wines (type PRODUCT) and collections (type COLLECTION) in one table, as the spec's catalogue
 * calls treat them. The spec's `customData.product.*` fields are real columns so filters and sorts
 * are served by indexes.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    type: text('type', { enum: ['PRODUCT', 'COLLECTION'] }).notNull(),
    title: text('title').notNull(),
    /** The title lowered once when written, so a search compares it without lowering every row it reads. */
    titleLower: text('title_lower').generatedAlwaysAs(sql`lower(title)`),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull().default(0),
    /** Bottles on hand (modules/catalogue/stock.ts): placing an order takes them, a CHECK keeps the count at zero or more. */
    stock: integer('stock').notNull().default(0),
    iconUrl: text('icon_url'),
    isActive: boolean('is_active').notNull().default(true),
    discountPercent: integer('discount_percent'),
    producer: text('producer'),
    color: text('color', { enum: ['Red', 'White', 'Rosé'] }),
    varietal: text('varietal'),
    origin: text('origin'),
    vintage: text('vintage'),
    country: text('country'),
    region: text('region'),
    code: text('code'),
    productType: text('product_type'),
    method: text('method'),
    size: text('size'),
    volumeInMl: integer('volume_in_ml'),
    /** The foods it pairs with (contract pairings.ts), each once; empty when none. */
    pairings: text('pairings').array().notNull().default(sql`'{}'::text[]`),
    tastingNotes: text('tasting_notes'),
    businessId: uuid('business_id').references(() => businesses.id),
    eventId: uuid('event_id').references(() => events.id),
    isSommlikePicks: boolean('is_sommlike_picks').notNull().default(false),
    isTrending: boolean('is_trending').notNull().default(false),
    isByMoment: boolean('is_by_moment').notNull().default(false),
    isByTerroir: boolean('is_by_terroir').notNull().default(false),
    /**
     * How many visible reviews gave 1, 2, 3, 4 and 5 stars, changed relatively in the transaction of
     * every review change (modules/reviews). The count and the average to one decimal (null while
     * there are none) are derived from it by PostgreSQL (migration 0020).
     */
    ratingDistribution: integer('rating_distribution').array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
    /** Nullable as migration 0020 made it (a generated column without NOT NULL): null only if a star count were. */
    ratingCount: integer('rating_count').generatedAlwaysAs(sql.raw(RATING_COUNT)),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }).generatedAlwaysAs(
      sql.raw(`CASE WHEN ${RATING_COUNT} > 0 THEN round((${RATING_TOTAL})::numeric / (${RATING_COUNT}), 1) END`),
    ),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    const activeWine = sql`type = 'PRODUCT' AND is_active`;
    const activeCollection = sql`type = 'COLLECTION' AND is_active`;
    return [
      check('catalogue_items_stock_check', sql`stock >= 0`),
      check('catalogue_items_rating_distribution_check', sql`cardinality(rating_distribution) = 5 AND 0 <= ALL (rating_distribution)`),
      // The sitemap walks the listed wines by id; "more like this" reads a varietal's or a region and
      // colour's wines nearest a price (migration 0018). The shop's lists are answered from the read
      // model (docs/decisions/0046-catalogue-read-model.md), which needs no index of its own.
      index('catalogue_wines_newest_idx').on(t.tenantId, t.id).where(activeWine),
      index('catalogue_wines_varietal_price_idx').on(t.tenantId, t.varietal, t.priceCents, t.id).where(activeWine),
      index('catalogue_wines_region_color_price_idx').on(t.tenantId, t.region, t.color, t.priceCents, t.id).where(activeWine),
      index('catalogue_wines_event_idx').on(t.eventId).where(activeWine),
      // A wine's code (SKU) names one wine across the shop: imports match and refuse on it.
      uniqueIndex('catalogue_wines_code_key').on(t.tenantId, t.code).where(sql`type = 'PRODUCT' AND code IS NOT NULL`),
      index('catalogue_wines_admin_idx').on(t.tenantId, t.createdAt, t.id).where(sql`type = 'PRODUCT'`),
      // The console lists and searches every wine, on sale or not.
      index('catalogue_wines_admin_business_idx').on(t.businessId, t.createdAt, t.id).where(sql`type = 'PRODUCT'`),
      index('catalogue_wines_admin_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`).where(sql`type = 'PRODUCT'`),
      index('catalogue_collections_newest_idx').on(t.tenantId, t.id).where(activeCollection),
      index('catalogue_collections_owner_idx').on(t.createdBy, t.createdAt).where(activeCollection),
      index('catalogue_collections_flags_idx')
        .on(t.tenantId, t.isSommlikePicks, t.isTrending, t.isByMoment, t.isByTerroir, t.id)
        .where(activeCollection),
      index('catalogue_collections_event_idx').on(t.eventId, t.createdBy).where(activeCollection),
    ];
  },
);

/** A full transaction id (PostgreSQL's xid8), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Every committed change of a wine, logged by triggers on catalogue_items in the writing transaction
 * (migration 0025): each instance's read model re-reads the wines changed since it last looked,
 * reading the log by the writer's transaction `xid` (docs/decisions/0046-catalogue-read-model.md).
 * A row without a wine (a TRUNCATE) makes them build afresh. Pruned by the catalogueChanges job.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    seq: bigserial('seq', { mode: 'bigint' }).primaryKey(),
    wineId: uuid('wine_id'),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_xid_idx').on(t.xid)],
);

/**
 * Each active wine's card: its list columns as one JSON text under CatalogueListRow's property names,
 * kept by triggers on catalogue_items in the writing transaction (migration 0051). A read model page
 * reads its cards here by id (decision 0046, "Cards by id").
 */
export const catalogueCards = pgTable('catalogue_cards', {
  id: uuid('id').primaryKey(),
  card: text('card').notNull(),
});

/** A collection's wines, in the order the curator gave them. */
export const collectionChildren = pgTable(
  'collection_children',
  {
    collectionId: uuid('collection_id').notNull().references(() => catalogueItems.id, { onDelete: 'cascade' }),
    wineId: uuid('wine_id').notNull().references(() => catalogueItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.wineId] }),
    index('collection_children_order_idx').on(t.collectionId, t.position),
    index('collection_children_wine_idx').on(t.wineId),
  ],
);

/** Feed topics: the home banners and Wine Talks (the blog editor's "Wine Blogs" topic is Wine Talks). */
export const topics = pgTable('topics', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
});

export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    topicId: uuid('topic_id').notNull().references(() => topics.id),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML: user HTML is cleaned when stored and rendered only from this form. */
    content: text('content').notNull(),
    scope: text('scope', { enum: ['OPEN'] }).notNull().default('OPEN'),
    attachments: jsonb('attachments').$type<{ url: string; thumbnailUrl?: string; type: 'image' }[]>().notNull().default([]),
    customData: jsonb('custom_data').$type<{ redirectionUrl?: string; openIn?: 'new_window' | 'same_window' }>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_posts_topic_idx').on(t.topicId, t.id).where(sql`is_active`),
    index('feed_posts_author_idx').on(t.userId, t.topicId, t.id).where(sql`is_active`),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['CONTACT_REQUEST'] }).notNull(),
    status: text('status', { enum: ['OPEN', 'HANDLED'] }).notNull().default('OPEN'),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('support_tickets_status_idx').on(t.status, t.createdAt)],
);

/**
 * "Tell me when it's back" (migration 0031, decision 0052): a shopper waiting for an out-of-stock wine,
 * mailed once when its count goes from 0 to more; `notified_at` then stamps the row, and pressing
 * again makes a new one (at most one waiting row per shopper and wine).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    wineId: uuid('wine_id').notNull().references(() => catalogueItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_key').on(t.userId, t.wineId).where(sql`notified_at IS NULL`),
    index('stock_alerts_wine_waiting_idx').on(t.wineId).where(sql`notified_at IS NULL`),
  ],
);

/** A shopper's liked (bookmarked) wines: the spec's BOOKMARK actions. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    catalogueId: uuid('catalogue_id').notNull().references(() => catalogueItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_user_item_key').on(t.userId, t.catalogueId), index('bookmarks_user_newest_idx').on(t.userId, t.id)],
);

/**
 * A user's rating of a wine, with optional plain text: one per user per wine. `by_sommelier` (the author
 * is an approved sommelier) is kept by the sommelier decision so the wine page's index lists theirs first.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    wineId: uuid('wine_id').notNull().references(() => catalogueItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    bySommelier: boolean('by_sommelier').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Reports since the last moderation decision: the console's queue. */
    reportCount: integer('report_count').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`rating BETWEEN 1 AND 5`),
    uniqueIndex('reviews_wine_user_key').on(t.wineId, t.userId),
    index('reviews_user_idx').on(t.userId),
    index('reviews_wine_newest_idx').on(t.wineId, t.bySommelier.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`NOT is_hidden`),
    index('reviews_wine_helpful_idx').on(t.wineId, t.bySommelier.desc().nullsFirst(), t.helpfulCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`NOT is_hidden`),
    index('reviews_reported_idx').on(t.tenantId, t.reportCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`report_count > 0 AND NOT is_hidden`),
    index('reviews_hidden_idx').on(t.tenantId, t.moderatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`is_hidden`),
    index('reviews_tenant_newest_idx').on(t.tenantId, t.id.desc().nullsFirst()),
  ],
);

/** "Helpful" votes: one per user per review; reviews.helpful_count is kept in step. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId)],
);

/** Reports of a review to the moderators: one per user per review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey(),
    reviewId: uuid('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId), index('review_reports_review_newest_idx').on(t.reviewId, t.id.desc().nullsFirst())],
);

/** Who follows whom; users.followers_count is kept in step in the same transaction. */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    followId: uuid('follow_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('follows_user_followed_key').on(t.userId, t.followId), index('follows_followed_idx').on(t.followId)],
);

/** Human-readable order numbers (globalOrderId), shared by all API processes. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * Orders; the one with status OPEN is the user's cart (spec 000 §4). A partial unique index keeps
 * it to one cart per user even when two tabs create it at once.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull().default(sql`nextval('order_number_seq')`),
    /** One of the contract's ORDER_STATUS (packages/contract/src/order-status.ts); a CHECK keeps it so (migration 0016). */
    status: text('status').notNull().default('OPEN'),
    businessId: uuid('business_id').references(() => businesses.id),
    eventId: uuid('event_id').references(() => events.id),
    deliveryMode: text('delivery_mode', { enum: ['delivery', 'pickup'] }),
    /** Snapshots taken when the order is placed: later edits of saved addresses do not change it. */
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    contactNumber: text('contact_number'),
    paymentCardId: uuid('payment_card_id').references((): AnyPgColumn => savedCards.id),
    couponId: uuid('coupon_id').references((): AnyPgColumn => coupons.id),
    subtotalCents: integer('subtotal_cents'),
    offerDiscountCents: integer('offer_discount_cents'),
    couponDiscountCents: integer('coupon_discount_cents'),
    taxCents: integer('tax_cents'),
    deliveryFeeCents: integer('delivery_fee_cents'),
    totalCents: integer('total_cents'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Placing it took its bottles from stock (decision 0049); a cancellation gives back only what was taken. */
    bottlesTaken: boolean('bottles_taken').notNull().default(false),
    /** Hand-over record: the retailer checked that the recipient is 21 or over (the FAQ's promise). */
    ageCheckedAt: timestamp('age_checked_at', { withTimezone: true }),
    ageCheckedBy: uuid('age_checked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', sql.raw(`status IN (${ORDER_STATUS_VALUES.map((status) => `'${status}'`).join(', ')})`)),
    uniqueIndex('orders_one_cart_per_user_key').on(t.userId).where(sql`status IN ('OPEN', 'ASSIGN')`),
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_user_newest_idx').on(t.userId, t.id),
    index('orders_to_charge_idx').on(t.placedAt).where(sql`status = 'CONFIRMED'`),
    index('orders_payment_failed_idx').on(t.placedAt).where(sql`status = 'PAYMENT_FAILED'`),
    index('orders_business_idx').on(t.businessId, t.id),
    index('orders_placed_idx').on(t.tenantId, t.placedAt, t.id).where(sql`placed_at IS NOT NULL`),
    index('orders_status_placed_idx').on(t.status, t.placedAt, t.id).where(sql`placed_at IS NOT NULL`),
    index('orders_business_placed_idx').on(t.businessId, t.placedAt, t.id).where(sql`placed_at IS NOT NULL`),
    // A retailer's tab (new, charged, hand-over...) without walking back through finished orders.
    index('orders_business_status_placed_idx').on(t.businessId, t.status, t.placedAt, t.id).where(sql`placed_at IS NOT NULL`),
  ],
);

/** A cart or order line: one wine, how many, and the sommelier whose link brought it (affiliate). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    catalogueId: uuid('catalogue_id').notNull().references(() => catalogueItems.id),
    quantity: integer('quantity').notNull(),
    affiliateUserId: uuid('affiliate_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Prices as charged, fixed when the order is placed (null while in the cart: live prices apply). */
    unitPriceCents: integer('unit_price_cents'),
    discountPercent: integer('discount_percent'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.catalogueId] }), index('order_items_catalogue_idx').on(t.catalogueId)],
);

/** A user's saved delivery and billing addresses, each list in the order the user keeps it. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['delivery', 'billing'] }).notNull(),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_kind_idx').on(t.userId, t.kind, t.position)],
);

/** Every change of an order's status, with who made it: the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** What it takes off the cart after offers (contract's CouponAction): one of the two amounts below. */
    kind: text('kind', { enum: COUPON_KINDS }).notNull().default('percentage'),
    /** A percentage coupon's share, in hundredths of a percent (1250 = 12.5%). */
    percentBasisPoints: integer('percent_basis_points'),
    /** An amount coupon's amount off. */
    amountOffCents: integer('amount_off_cents'),
    minAmountCents: integer('min_amount_cents'),
    maxAmountCents: integer('max_amount_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_tenant_code_key').on(t.tenantId, t.code),
    index('coupons_visible_idx').on(t.tenantId, t.id).where(sql`is_active AND is_visible`),
    check(
      'coupons_action_check',
      sql`(kind = 'percentage' AND percent_basis_points > 0 AND amount_off_cents IS NULL) OR (kind = 'amount' AND amount_off_cents > 0 AND percent_basis_points IS NULL)`,
    ),
  ],
);

/** One use of a coupon by one order; the unique order makes a retried confirmation count once. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey(),
    couponId: uuid('coupon_id').notNull().references(() => coupons.id),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_order_key').on(t.orderId), index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

/** A card saved with the payment provider: only an opaque reference, brand and last 4 digits. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId).where(sql`disabled_at IS NULL`), uniqueIndex('saved_cards_method_key').on(t.provider, t.providerPaymentMethodId)],
);

/** A card-add flow in progress: the verification payment that saves the card (txnId). */
export const cardSetups = pgTable(
  'card_setups',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerIntentId: text('provider_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    savedCardId: uuid('saved_card_id').references(() => savedCards.id),
    /** When the verification amount was given back (retried until it is). */
    verificationRefundedAt: timestamp('verification_refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('card_setups_user_idx').on(t.userId, t.createdAt), uniqueIndex('card_setups_intent_key').on(t.provider, t.providerIntentId)],
);

/** Charges and refunds of orders, one row per attempt; the idempotency key makes retries safe. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerRef: text('provider_ref'),
    /** The card this attempt charged or refunded to (null on rows older than migration 0035). */
    cardId: uuid('card_id').references((): AnyPgColumn => savedCards.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'requires_action'] }).notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // The console's revenue figures: money that moved, by day.
    index('payments_succeeded_idx').on(t.createdAt).where(sql`status = 'succeeded'`),
  ],
);

/**
 * A failed delivery attempt of an order (issue 32, docs/decisions/0051-delivery-attempts.md): its
 * number (1-3, the FAQ's three), the reason, who recorded it and when; then the shopper's agreement
 * to deliver again and the fee it cost, with the fee's own charge when there was one.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reason: text('reason', { enum: ['nobody_home', 'no_id', 'refused'] }).notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    redeliveryAgreedAt: timestamp('redelivery_agreed_at', { withTimezone: true }),
    redeliveryFeeCents: integer('redelivery_fee_cents'),
    redeliveryPaymentId: uuid('redelivery_payment_id').references(() => payments.id),
  },
  (t) => [
    uniqueIndex('delivery_attempts_order_number_key').on(t.orderId, t.number),
    check('delivery_attempts_number_check', sql`number BETWEEN 1 AND 3`),
    check('delivery_attempts_reason_check', sql`reason IN ('nobody_home', 'no_id', 'refused')`),
    check('delivery_attempts_fee_check', sql`redelivery_fee_cents >= 0`),
  ],
);

/**
 * A card payment of the checkout waiting for the shopper's confirmation, kept with the cart so that
 * another device with the same cart finds it (decision 0062); placing the order removes it.
 */
export const pendingConfirmations = pgTable('pending_confirmations', {
  orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  context: jsonb('context').$type<PendingConfirmation>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sommelier's commission on a charged order line their link brought. */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey(),
    sommelierUserId: uuid('sommelier_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    catalogueId: uuid('catalogue_id').notNull().references(() => catalogueItems.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    /** Set on a reversal: the accepted return whose bottles no longer earn (a negative amount, migration 0032). */
    returnId: uuid('return_id').references((): AnyPgColumn => returnRequests.id, { onDelete: 'cascade' }),
    returnedBottles: integer('returned_bottles'),
  },
  (t) => [
    uniqueIndex('commissions_order_line_key').on(t.orderId, t.catalogueId).where(sql`return_id IS NULL`),
    uniqueIndex('commissions_return_line_key').on(t.returnId, t.catalogueId).where(sql`return_id IS NOT NULL`),
    index('commissions_sommelier_idx').on(t.sommelierUserId, t.createdAt),
    check(
      'commissions_return_check',
      sql`(return_id IS NULL) = (returned_bottles IS NULL) AND (returned_bottles IS NULL OR (returned_bottles > 0 AND amount_cents <= 0))`,
    ),
  ],
);

/** The states of a return request (docs/decisions/0050-returns.md). */
export const RETURN_STATUSES = ['requested', 'accepted', 'declined'] as const;

/**
 * A shopper's request to return bottles of a completed order (issue 32). Its amounts are computed
 * when it is made, from the order's prices as placed; `refunded_cents` is what the accepting refund
 * gave back (less only when earlier refunds left less of the charge).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    goodsCents: integer('goods_cents').notNull(),
    couponCents: integer('coupon_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    refundedCents: integer('refunded_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId, t.createdAt),
    index('return_requests_business_idx').on(t.businessId, t.createdAt, t.id),
    index('return_requests_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    check('return_requests_status_check', sql`status IN ('requested', 'accepted', 'declined')`),
    check('return_requests_decided_check', sql`(status = 'requested') = (decided_at IS NULL)`),
    check('return_requests_refunded_check', sql`(status = 'accepted') = (refunded_cents IS NOT NULL)`),
    check(
      'return_requests_amounts_check',
      sql`goods_cents >= 0 AND coupon_cents >= 0 AND tax_cents >= 0 AND refund_cents >= 0 AND refunded_cents >= 0 AND refunded_cents <= refund_cents`,
    ),
  ],
);

/** The bottles of one order line a return request names, and what they refund. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id').notNull().references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    catalogueId: uuid('catalogue_id').notNull(),
    quantity: integer('quantity').notNull(),
    refundCents: integer('refund_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.catalogueId] }),
    foreignKey({ name: 'return_lines_order_line_fk', columns: [t.orderId, t.catalogueId], foreignColumns: [orderItems.orderId, orderItems.catalogueId] }).onDelete('cascade'),
    index('return_lines_order_line_idx').on(t.orderId, t.catalogueId),
    check('return_lines_quantity_check', sql`quantity > 0`),
    check('return_lines_refund_check', sql`refund_cents >= 0`),
  ],
);

/** The payment provider's customer of each user (one per provider), created once. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** Stripe webhook events already handled: a replayed event id is ignored. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test gateway's own state (PAYMENTS_PROVIDER=test), shaped like Stripe's objects.
 * It lives in PostgreSQL so that several API processes share it. Card numbers are never stored:
 * a payment method keeps brand, last 4 digits, expiry and how the test card behaves.
 */
export const testGatewayCustomers = pgTable('test_gateway_customers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique('test_gateway_customers_idempotency_key'),
  email: text('email'),
  createdAt: createdAt(),
});

export const testGatewayPaymentMethods = pgTable('test_gateway_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behavior: text('behavior', { enum: ['succeed', 'decline', 'authenticate', 'decline_after_attach'] }).notNull(),
  createdAt: createdAt(),
});

export const testGatewayIntents = pgTable(
  'test_gateway_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    purpose: text('purpose', { enum: ['setup', 'charge'] }).notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id'),
    amountCents: integer('amount_cents').notNull(),
    offSession: boolean('off_session').notNull().default(false),
    /** Stripe's statuses: requires_payment_method, requires_action, succeeded, canceled. */
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_gateway_intents_secret_key').on(t.clientSecret), uniqueIndex('test_gateway_intents_idempotency_key').on(t.idempotencyKey)],
);

export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull().references(() => testGatewayIntents.id),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique('test_gateway_refunds_idempotency_key'),
  createdAt: createdAt(),
});

/** Notes on an order by the retailer or an admin (hand-over details, calls made), oldest first. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** Every admin action: who did what to which record, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_newest_idx').on(t.tenantId, t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);

/** What the running shop announces to the tools sharing its database (`public_origin`: where its pages are). */
export const shopSettings = pgTable('shop_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every backup taken, good or failed: /metrics reports the age of the last good one (backup/record.ts). */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** Where the backups go: a folder or s3://bucket/prefix. */
    location: text('location').notNull(),
    /** The entry's name inside it; empty when the run failed before naming one. */
    entry: text('entry').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    error: text('error'),
  },
  (t) => [index('backup_runs_good_idx').on(t.finishedAt).where(sql`succeeded`)],
);

/** A sommelier's wine club with a partner retailer (issue 46, decision 0065): proposed until the retailer decides. */
export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    sommelierUserId: uuid('sommelier_user_id').notNull().references(() => users.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** A picture of the media store (/media/...). */
    picture: text('picture'),
    bottles: integer('bottles').notNull(),
    /** What a member pays for a shipment's wines, before tax and delivery. */
    priceCents: integer('price_cents').notNull(),
    cadence: text('cadence', { enum: ['monthly', 'bimonthly', 'quarterly'] }).notNull(),
    style: text('style', { enum: ['red', 'white', 'mixed', 'sparkling'] }).notNull(),
    capacity: integer('capacity').notNull(),
    status: text('status', { enum: ['proposed', 'open', 'declined', 'closed'] }).notNull().default('proposed'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('clubs_bottles_check', sql`bottles IN (2, 3, 6, 12)`),
    check('clubs_price_check', sql`price_cents > 0`),
    check('clubs_capacity_check', sql`capacity > 0`),
    check('clubs_cadence_check', sql`cadence IN ('monthly', 'bimonthly', 'quarterly')`),
    check('clubs_style_check', sql`style IN ('red', 'white', 'mixed', 'sparkling')`),
    check('clubs_status_check', sql`status IN ('proposed', 'open', 'declined', 'closed')`),
    index('clubs_sommelier_idx').on(t.sommelierUserId),
    index('clubs_business_idx').on(t.businessId),
  ],
);

/** A member of a club: the card and address each cycle's order uses; a skip names the one cycle skipped. */
export const clubMemberships = pgTable(
  'club_memberships',
  {
    id: uuid('id').primaryKey(),
    clubId: uuid('club_id').notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'paused', 'cancelled'] }).notNull().default('active'),
    cardId: uuid('card_id').notNull().references(() => savedCards.id),
    deliveryMode: text('delivery_mode', { enum: ['delivery', 'pickup'] }).notNull(),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }).notNull(),
    skipCycleId: uuid('skip_cycle_id').references((): AnyPgColumn => clubCycles.id, { onDelete: 'set null' }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_memberships_status_check', sql`status IN ('active', 'paused', 'cancelled')`),
    check('club_memberships_delivery_mode_check', sql`delivery_mode IN ('delivery', 'pickup')`),
    check('club_memberships_address_check', sql`delivery_mode = 'pickup' OR address_id IS NOT NULL OR status = 'cancelled'`),
    uniqueIndex('club_memberships_one_per_user_key').on(t.clubId, t.userId).where(sql`status <> 'cancelled'`),
    index('club_memberships_user_idx').on(t.userId),
  ],
);

/** One shipment of a club: its cut-off, when it is handed over, and how far the job got. */
export const clubCycles = pgTable(
  'club_cycles',
  {
    id: uuid('id').primaryKey(),
    clubId: uuid('club_id').notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: ['planned', 'announced', 'placing', 'placed', 'missed'] }).notNull().default('planned'),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    shipsOn: timestamp('ships_on', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('club_cycles_status_check', sql`status IN ('planned', 'announced', 'placing', 'placed', 'missed')`),
    uniqueIndex('club_cycles_number_key').on(t.clubId, t.number),
    index('club_cycles_due_idx').on(t.cutoffAt).where(sql`status IN ('planned', 'announced', 'placing')`),
  ],
);

/** The sommelier's selection of a cycle: bottles of each wine in every member's box. */
export const clubCycleWines = pgTable(
  'club_cycle_wines',
  {
    cycleId: uuid('cycle_id').notNull().references(() => clubCycles.id, { onDelete: 'cascade' }),
    catalogueId: uuid('catalogue_id').notNull().references(() => catalogueItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.catalogueId] }), check('club_cycle_wines_quantity_check', sql`quantity > 0`)],
);

/** What a cycle's cut-off did for one member: its order, a skip, or why none could be placed. Once per member and cycle. */
export const clubCycleOrders = pgTable(
  'club_cycle_orders',
  {
    id: uuid('id').primaryKey(),
    cycleId: uuid('cycle_id').notNull().references(() => clubCycles.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id').notNull().references(() => clubMemberships.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['placed', 'skipped', 'unfilled'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('club_cycle_orders_outcome_check', sql`outcome IN ('placed', 'skipped', 'unfilled')`),
    check('club_cycle_orders_order_check', sql`(outcome = 'placed') = (order_id IS NOT NULL)`),
    uniqueIndex('club_cycle_orders_member_key').on(t.cycleId, t.membershipId),
    uniqueIndex('club_cycle_orders_order_key').on(t.orderId),
  ],
);

/** A member's stars for a box they received. */
export const clubRatings = pgTable(
  'club_ratings',
  {
    cycleId: uuid('cycle_id').notNull().references(() => clubCycles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.userId] }), check('club_ratings_stars_check', sql`stars BETWEEN 1 AND 5`)],
);
