import { COLORS, type Color } from '@wine/contract/catalogue';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { Topic } from '@wine/contract/topics';
import { newId } from '../lib/ids';
import type { catalogueItems, collectionChildren, coupons, eventSommeliers, events, feedPosts, topics } from '../db/schema';
import { demoAccounts, type DemoAccounts, type PasswordHashes } from './accounts';
import { DEMO_BANNERS } from './banners';
import { couponRows } from './coupons';
import { CURATED_COLLECTIONS, SOMMELIER_COLLECTIONS, type DemoCollection, type WineFilter } from './collections';
import { DEMO_EVENTS, WINES_PER_EVENT, eventStart } from './events';
import { labelledBottle, labelledBottleUrl } from './images/bottles';
import { bannerDesktop, bannerMobile, collectionCover, eventSlide, postCover, type Theme } from './images/scenes';
import { fileSlug, type SvgFile } from './images/svg';
import { planDemoShopClubs, type DemoClubs } from './clubs';
import { DELIVERED_ORDER_WINES, planDeliveredOrder, type DeliveredOrder } from './delivered-order';
import { DEMO_BUYER, DEMO_BUYER_BILLING, DEMO_SHOPPERS } from './people';
import { randomFor } from './random';
import { RETAILERS, retailerRows } from './retailers';
import { planDemoReviews, type DemoReviews } from './reviews';
import { WINE_TALKS } from './wine-talks';
import { wineAt, wineRow, type GeneratedWine } from './wines';

/** Wines of the shop's main catalogue; each event adds its own on top. */
export const DEMO_WINES = 300;
const MIN_COLLECTION_SIZE = 6;
const POST_SPACING_DAYS = 5;

type WineRow = typeof catalogueItems.$inferInsert & { id: string };
interface ListedWine {
  wine: GeneratedWine;
  row: WineRow;
}

/** Every row and image of the demo shop, ready to store. Content is the same on every run; ids and dates are not. */
export interface DemoShop {
  images: SvgFile[];
  users: DemoAccounts['rows'];
  topics: (typeof topics.$inferInsert)[];
  businesses: ReturnType<typeof retailerRows>;
  wines: WineRow[];
  events: (typeof events.$inferInsert)[];
  eventSommeliers: (typeof eventSommeliers.$inferInsert)[];
  collections: (typeof catalogueItems.$inferInsert)[];
  collectionChildren: (typeof collectionChildren.$inferInsert)[];
  posts: (typeof feedPosts.$inferInsert)[];
  coupons: (typeof coupons.$inferInsert)[];
  reviews: DemoReviews['reviews'];
  /** The demo buyer's picked-up order that makes some of her reviews verified purchases, with its card and charge. */
  deliveredOrder: DeliveredOrder;
  /** The wine clubs (seed/clubs.ts). */
  clubs: DemoClubs;
}

const matches = (wine: GeneratedWine, filter: WineFilter): boolean =>
  (!filter.regions || filter.regions.includes(wine.region)) &&
  (!filter.colors || filter.colors.includes(wine.color)) &&
  (!filter.varietals || filter.varietals.includes(wine.varietal)) &&
  (filter.sparkling === undefined || filter.sparkling === (wine.productType === 'Sparkling')) &&
  (filter.minDollars === undefined || wine.priceCents >= filter.minDollars * 100) &&
  (filter.maxDollars === undefined || wine.priceCents <= filter.maxDollars * 100);

/** The cover colour of a set of wines: their colour when most share one, else the brand's. */
function themeOf(wines: readonly GeneratedWine[]): Theme {
  const counts = COLORS.map((color) => [color, wines.filter((w) => w.color === color).length] as const);
  const [color, count] = counts.reduce((best, next) => (next[1] > best[1] ? next : best));
  return count >= wines.length * 0.7 ? (color as Color) : 'Mixed';
}

export function planDemoShop(now: Date, hashes: PasswordHashes): DemoShop {
  const businesses = retailerRows();
  const retailerId = new Map(businesses.map((b) => [b.key, b.id]));
  const accounts = demoAccounts(hashes, retailerId);
  const images: SvgFile[] = [...accounts.images];
  const ownerId = (owner: string) => {
    const id = owner === 'admin' ? accounts.adminId : accounts.sommelierIds.get(owner);
    if (!id) throw new Error(`no approved demo sommelier ${owner}`);
    return id;
  };

  const list = (wine: GeneratedWine, index: number, businessId: string, eventId?: string): ListedWine => {
    images.push(labelledBottle(wine, index));
    return { wine, row: wineRow(wine, { businessId, eventId, iconUrl: labelledBottleUrl(wine.code) }) };
  };
  const shopWines = Array.from({ length: DEMO_WINES }, (_, i) =>
    list(wineAt(i), i, retailerId.get(RETAILERS[i % RETAILERS.length]!.key)!),
  );

  const collections: DemoShop['collections'] = [];
  const children: DemoShop['collectionChildren'] = [];
  const addCollection = (def: DemoCollection, wines: readonly ListedWine[], eventId?: string) => {
    const id = newId();
    const slug = fileSlug(def.title);
    const iconUrl = `/media/demo/collections/${slug}.svg`;
    const eyebrow = def.flag === 'isSommlikePicks' ? 'Sommlike Picks' : eventId ? 'Event collection' : 'Collection';
    images.push({ url: iconUrl, svg: collectionCover(def.title, eyebrow, themeOf(wines.map((w) => w.wine))) });
    collections.push({
      id, tenantId: SHOP_TENANT_ID, type: 'COLLECTION', title: def.title, name: def.title, description: def.description,
      priceCents: 0, iconUrl, createdBy: ownerId(def.owner), eventId: eventId ?? null, ...(def.flag ? { [def.flag]: true } : {}),
    });
    wines.forEach((w, position) => children.push({ collectionId: id, wineId: w.row.id, position }));
    return id;
  };
  const activeShopWines = shopWines.filter((w) => w.wine.isActive);
  const curate = (def: DemoCollection) => {
    const pool = activeShopWines.filter((w) => matches(w.wine, def.filter));
    if (pool.length < MIN_COLLECTION_SIZE) throw new Error(`collection "${def.title}" finds only ${pool.length} wines`);
    return addCollection(def, randomFor(`collection:${def.title}`).sample(pool, def.size));
  };

  const eventRows: DemoShop['events'] = [];
  const eventSommelierRows: DemoShop['eventSommeliers'] = [];
  const eventWines: ListedWine[] = [];
  DEMO_EVENTS.forEach((event, e) => {
    const id = newId();
    const businessId = retailerId.get(event.retailer)!;
    const retailerName = RETAILERS.find((r) => r.key === event.retailer)!.name;
    const attachments = [0, 1].map((slide) => {
      const url = `/media/demo/events/${event.slug}-${slide + 1}.svg`;
      images.push({ url, svg: eventSlide(event.title, `Hosted by ${retailerName}`, event.theme, slide) });
      return { url };
    });
    eventRows.push({
      id, tenantId: SHOP_TENANT_ID, businessId, title: event.title, description: event.description,
      startTime: eventStart(now, event.daysAhead), addressLine1: event.addressLine1, bookingUrl: event.bookingUrl, attachments,
    });
    event.sommeliers.forEach((email, position) => eventSommelierRows.push({ eventId: id, userId: ownerId(email), position }));
    const wines = Array.from({ length: WINES_PER_EVENT }, (_, j) => {
      const index = DEMO_WINES + e * WINES_PER_EVENT + j;
      // An event pours what it lists: its wines are always on sale.
      return list({ ...wineAt(index, { regions: event.wineRegions }), isActive: true }, index, businessId, id);
    });
    eventWines.push(...wines);
    addCollection({ ...event.collection, owner: event.sommeliers[0]!, filter: {}, size: WINES_PER_EVENT }, wines, id);
  });

  CURATED_COLLECTIONS.forEach(curate);
  for (const def of SOMMELIER_COLLECTIONS) {
    const id = curate(def);
    const owner = accounts.rows.find((row) => row.email === def.owner)!;
    // A sommelier's first own collection is the one their profile features.
    if (!owner.customData?.featuredCollection) owner.customData = { ...owner.customData, featuredCollection: { _id: id, title: def.title } };
  }

  const banners: DemoShop['posts'] = DEMO_BANNERS.map((banner) => {
    const desktop = `/media/demo/banners/${banner.slug}-desktop.svg`;
    const mobile = `/media/demo/banners/${banner.slug}-mobile.svg`;
    images.push({ url: desktop, svg: bannerDesktop(banner, banner.colors) }, { url: mobile, svg: bannerMobile(banner, banner.colors) });
    return {
      id: newId(), tenantId: SHOP_TENANT_ID, topicId: Topic.banner.id, userId: accounts.adminId, title: banner.headline,
      content: `<p>${banner.subline}</p>`,
      // The app shows the second image under 768 px wide.
      attachments: [{ url: desktop, type: 'image' as const }, { url: mobile, type: 'image' as const }],
      customData: { redirectionUrl: banner.redirectionUrl, openIn: banner.openIn },
    };
  });
  const talks: DemoShop['posts'] = WINE_TALKS.map((post, k) => {
    const url = `/media/demo/posts/${post.slug}.svg`;
    images.push({ url, svg: postCover(post.title, accounts.names.get(post.author) ?? '', post.theme) });
    const publishedAt = new Date(now.getTime() - (WINE_TALKS.length - k) * POST_SPACING_DAYS * 86_400_000);
    return {
      id: newId(), tenantId: SHOP_TENANT_ID, topicId: Topic.wineTalks.id, userId: ownerId(post.author), title: post.title,
      content: post.html.replace(/>\s*\n\s*</g, '><'), attachments: [{ url, type: 'image' as const }],
      createdAt: publishedAt, updatedAt: publishedAt,
    };
  });

  // The buyer picked her order up from the shop whose staff the demo has a login for, who handed it over.
  const buyer = accounts.rows.find((row) => row.email === DEMO_BUYER)!;
  const staff = accounts.rows.find((row) => row.businessId)!;
  const pickupShop = businesses.find((b) => b.id === staff.businessId)!;
  const purchased = activeShopWines.filter((w) => w.row.businessId === pickupShop.id).slice(0, DELIVERED_ORDER_WINES);
  const deliveredOrder = planDeliveredOrder(
    now,
    { ...buyer, billing: DEMO_BUYER_BILLING },
    { ...pickupShop, freeDeliveryThresholdCents: pickupShop.freeDeliveryThresholdCents ?? null },
    staff.id,
    purchased.map((w) => ({ id: w.row.id, priceCents: w.row.priceCents!, discountPercent: w.row.discountPercent ?? null })),
  );
  const ratings = planDemoReviews(
    now,
    activeShopWines.map((w) => ({ id: w.row.id })),
    accounts.rows.filter((row) => row.type === 'sommelier' || DEMO_SHOPPERS.includes(row.email)).map((row) => ({ id: row.id, isSommelier: accounts.sommelierIds.has(row.email) })),
    { id: buyer.id, isSommelier: false },
    new Set(purchased.map((w) => w.row.id)),
  );
  // A wine's kept rating is what its reviews make it.
  for (const w of shopWines) w.row.ratingDistribution = ratings.distributions.get(w.row.id);

  return {
    images,
    users: accounts.rows,
    topics: [Topic.banner, Topic.wineTalks].map((topic) => ({ id: topic.id, name: topic.name })),
    businesses,
    wines: [...shopWines, ...eventWines].map((w) => w.row),
    events: eventRows,
    eventSommeliers: eventSommelierRows,
    collections,
    collectionChildren: children,
    posts: [...banners, ...talks],
    coupons: couponRows(now),
    reviews: ratings.reviews,
    deliveredOrder,
    clubs: planDemoShopClubs(now, {
      users: accounts.rows,
      sommelierIds: accounts.sommelierIds,
      businesses: businesses.map((business) => ({ ...business, freeDeliveryThresholdCents: business.freeDeliveryThresholdCents ?? null })),
      wines: shopWines.map((w) => w.row),
      savedCards: deliveredOrder.savedCards,
    }),
  };
}
