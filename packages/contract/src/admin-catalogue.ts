import { z } from 'zod';
import { COLORS, collection, wine } from './catalogue';
import { LIST_LIMIT_MAX, REGIONS } from './constants';
import { updateCollectionBody } from './curation';
import { id } from './envelope';
import { eventSummary } from './events';
import { feedPost, OpenIn } from './feed';
import { imageUrl, linkUrl, priceField } from './fields';

/**
 * The operations console's catalogue calls (issue 9, slice B): wines and their CSV import,
 * collections' home flags, banners and Wine Talks moderation, events. Admins only.
 */

const skip = z.coerce.number().int().min(0).max(1_000_000);
const limit = z.coerce.number().int().min(1).max(LIST_LIMIT_MAX);

/** Console list totals are exact up to this many and reported as this many beyond it (like the shop's lists). */
export const ADMIN_LIST_TOTAL_CAP = 10_000;

// ---------------------------------------------------------------------------------------------
// Wines

export const WINE_CODE_MAX_LENGTH = 64;
/** A wine's or an event's retailer; the console's form shows this message under its picker. */
const retailerId = z.uuid({ error: 'Choose a retailer' });

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const DISCOUNT_PERCENT_MAX = 90;
export const VOLUME_ML_MAX = 30_000;

/** The field rules of a wine, shared by the edit form, its call and every CSV row. */
export const wineField = {
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(WINE_CODE_MAX_LENGTH, `must be at most ${WINE_CODE_MAX_LENGTH} characters`)
    .regex(CODE_PATTERN, 'may hold only letters, digits and . _ / - (no spaces)'),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  /** Dollars as the wire writes money ("24.99"), stored as integer cents. */
  price: z
    .string()
    .trim()
    .pipe(priceField('must be an amount in dollars, e.g. 24.99'))
    .refine((cents) => cents > 0, 'must be more than 0'),
  discountPercent: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(DISCOUNT_PERCENT_MAX, `must be at most ${DISCOUNT_PERCENT_MAX}`),
  volumeInMl: z.number().int('must be a whole number').min(1, 'must be more than 0').max(VOLUME_ML_MAX, `must be at most ${VOLUME_ML_MAX}`),
  vintage: z
    .string()
    .trim()
    .regex(/^(\d{4}|NV)$/, 'must be a year (e.g. 2019) or NV'),
  shortText: z.string().trim().max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(5000, 'must be at most 5000 characters'),
  tastingNotes: z.string().max(20_000, 'must be at most 20000 characters'),
};

const nullableText = z
  .string()
  .trim()
  .max(120, 'must be at most 120 characters')
  .transform((value) => value || null)
  .nullable();

/** POST /admin/wines: every column of a wine; price in dollars, tasting notes as HTML (sanitized when stored). */
export const adminWineCreateBody = z
  .object({
    code: wineField.code,
    title: wineField.title,
    /** The sort name; the title when blank. */
    name: z.string().trim().max(200).optional(),
    description: wineField.description.nullable().optional(),
    price: wineField.price,
    discountPercent: wineField.discountPercent.nullable().optional(),
    producer: nullableText.optional(),
    color: z.enum(COLORS).nullable().optional(),
    varietal: nullableText.optional(),
    origin: nullableText.optional(),
    vintage: wineField.vintage.nullable().optional(),
    country: nullableText.optional(),
    region: z.enum(REGIONS).nullable().optional(),
    productType: nullableText.optional(),
    method: nullableText.optional(),
    size: nullableText.optional(),
    volumeInMl: wineField.volumeInMl.nullable().optional(),
    tastingNotes: wineField.tastingNotes.nullable().optional(),
    /** The retailer who sells it: a wine without one cannot be bought. */
    businessId: retailerId,
    iconUrl: imageUrl.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type AdminWineCreateBody = z.input<typeof adminWineCreateBody>;

/** PATCH /admin/wines/{id}: any of the same fields; `isActive` alone activates or deactivates. */
export const adminWineUpdateBody = adminWineCreateBody
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type AdminWineUpdateBody = z.input<typeof adminWineUpdateBody>;

export const WINE_STATUSES = ['all', 'active', 'inactive'] as const;

/** GET /admin/wines: newest first; `search` matches a title substring or a whole code. */
export const adminWineQuery = z
  .object({
    search: z.string().trim().min(1).max(100).optional(),
    status: z.enum(WINE_STATUSES).optional(),
    businessId: id.optional(),
    skip: skip.optional(),
    limit: limit.optional(),
  })
  .strict();
export type AdminWineQuery = z.output<typeof adminWineQuery>;

export const adminWineList = z.object({ wines: z.array(wine), total: z.number().int() });

/** A retailer to pick in the console's forms and filters. */
export const retailerChoice = z.object({ _id: id, name: z.string(), city: z.string(), state: z.string() });
export type RetailerChoice = z.infer<typeof retailerChoice>;
export const retailerChoiceList = z.object({ retailers: z.array(retailerChoice) });

// ---------------------------------------------------------------------------------------------
// CSV import

/** A file of up to 20,000 wines (about 4 MB of typical rows; descriptions make it longer). */
export const WINE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const WINE_IMPORT_MAX_ROWS = 20_000;
/** The report lists this many row errors at most; `errorCount` counts them all. */
export const WINE_IMPORT_ERRORS_SHOWN = 500;

export const WINE_IMPORT_MODES = ['create', 'upsert'] as const;
export type WineImportMode = (typeof WINE_IMPORT_MODES)[number];

export interface WineImportColumn {
  name: string;
  required: boolean;
  description: string;
  example: string;
}

/**
 * The columns of a wine CSV, in the order of the template. The header row names them (any order,
 * any letter case); a column not listed here is refused, never ignored.
 */
export const WINE_IMPORT_COLUMNS = [
  { name: 'code', required: true, description: 'The wine\'s code (SKU), unique in the shop: letters, digits and . _ / -', example: 'SL-NAPA-0001' },
  { name: 'title', required: true, description: 'The name shown to shoppers', example: 'Silver Oak Napa Valley Cabernet Sauvignon 2019' },
  { name: 'price', required: true, description: 'In dollars, at most 2 decimals, more than 0', example: '24.99' },
  { name: 'retailer', required: true, description: 'The retailer who sells it: its exact name or its id', example: 'Vine & Barrel Napa' },
  { name: 'name', required: false, description: 'The sort name; the title when empty', example: 'Silver Oak Cabernet' },
  { name: 'producer', required: false, description: 'Winery or house', example: 'Silver Oak' },
  { name: 'color', required: false, description: 'Red, White or Rosé (Rose accepted)', example: 'Red' },
  { name: 'varietal', required: false, description: 'Grape or blend', example: 'Cabernet Sauvignon' },
  { name: 'region', required: false, description: `One of the shop's regions: ${REGIONS.join(', ')}`, example: 'Napa Valley' },
  { name: 'country', required: false, description: 'Country of origin', example: 'USA' },
  { name: 'origin', required: false, description: 'Appellation or place', example: 'Oakville' },
  { name: 'vintage', required: false, description: 'A year, or NV for non-vintage', example: '2019' },
  { name: 'discountPercent', required: false, description: `Whole percent off, 0 to ${DISCOUNT_PERCENT_MAX}; empty for none`, example: '10' },
  { name: 'volumeInMl', required: false, description: 'Bottle volume in millilitres', example: '750' },
  { name: 'size', required: false, description: 'Bottle size as shown', example: '750 ml' },
  { name: 'productType', required: false, description: 'Still, Sparkling...', example: 'Still' },
  { name: 'method', required: false, description: 'Winemaking method', example: 'Traditional' },
  { name: 'description', required: false, description: 'Plain text', example: 'Dark fruit and cedar.' },
  { name: 'tastingNotes', required: false, description: 'HTML allowed; cleaned when stored', example: '<p>Blackcurrant, cedar</p>' },
  { name: 'imageUrl', required: false, description: 'An uploaded image (/media/...) or an https address', example: 'https://example.com/bottle.webp' },
  { name: 'active', required: false, description: 'true or false (yes/no, 1/0); true when empty', example: 'true' },
] as const satisfies readonly WineImportColumn[];
export type WineImportColumnName = (typeof WINE_IMPORT_COLUMNS)[number]['name'];

/** POST /admin/wines/import?dryRun=&mode=, the CSV in the multipart field `file`. */
export const wineImportQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    mode: z.enum(WINE_IMPORT_MODES).optional(),
  })
  .strict();

/** One problem of the file: `row` counts the header as row 1, as a spreadsheet does. */
export const wineImportError = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
export type WineImportError = z.infer<typeof wineImportError>;

/**
 * What an import did, or would do on a dry run. With any error nothing is written (`imported`
 * false) and the counts say what a corrected file would do.
 */
export const wineImportReport = z.object({
  fileName: z.string(),
  dryRun: z.boolean(),
  mode: z.enum(WINE_IMPORT_MODES),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  imported: z.boolean(),
  errorCount: z.number().int(),
  errors: z.array(wineImportError),
});
export type WineImportReport = z.infer<typeof wineImportReport>;

// ---------------------------------------------------------------------------------------------
// Collections

export const COLLECTION_FLAGS = ['isSommlikePicks', 'isTrending', 'isByMoment', 'isByTerroir'] as const;
export type CollectionFlag = (typeof COLLECTION_FLAGS)[number];

/** PATCH /admin/collections/{id}/flags: the home page flags, the same body part as PATCH /catalogue/{id}. */
export const collectionFlagsBody = updateCollectionBody.shape.customData
  .unwrap()
  .refine((flags) => Object.keys(flags).length > 0, 'Send at least one flag');
export const adminCollection = collection;

// ---------------------------------------------------------------------------------------------
// Banners and Wine Talks

export const POST_TOPICS = ['banner', 'wineTalks'] as const;
export const POST_STATUSES = ['all', 'active', 'hidden'] as const;

/** GET /admin/posts: a topic's posts, hidden ones too, newest first. */
export const adminPostQuery = z
  .object({
    topic: z.enum(POST_TOPICS),
    status: z.enum(POST_STATUSES).optional(),
    skip: skip.optional(),
    limit: limit.optional(),
  })
  .strict();
export const adminPost = feedPost.extend({ isActive: z.boolean() });
export type AdminPost = z.infer<typeof adminPost>;
export const adminPostList = z.object({ posts: z.array(adminPost), total: z.number().int() });

/** PATCH /admin/posts/{id}/visibility: hide or show a post again; the reason goes to the audit log. */
export const postVisibilityBody = z
  .object({
    isActive: z.boolean(),
    reason: z.string().trim().min(3, 'Please give a reason (at least 3 characters)').max(500, 'A reason can be at most 500 characters'),
  })
  .strict();

/** POST /admin/banners: the desktop image (16:5) first, the phone image (1:1) second, as the home shows them. */
export const bannerCreateBody = z
  .object({
    title: z.string().trim().min(1, 'is required').max(200),
    subline: z.string().trim().max(300).optional(),
    desktopImageUrl: imageUrl,
    mobileImageUrl: imageUrl,
    redirectionUrl: linkUrl,
    openIn: OpenIn,
    isActive: z.boolean().optional(),
  })
  .strict();
export type BannerCreateBody = z.input<typeof bannerCreateBody>;
export const bannerUpdateBody = bannerCreateBody
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type BannerUpdateBody = z.input<typeof bannerUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Events

export const EVENT_SOMMELIERS_MAX = 20;
export const EVENT_COLLECTIONS_MAX = 20;
export const EVENT_IMAGES_MAX = 10;

export const eventImage = z
  .object({ url: imageUrl, redirectionUrl: linkUrl.optional(), openIn: OpenIn.optional() })
  .strict();

/** POST /admin/events: sommeliers in the order the event presents them; collections shown on its page. */
export const adminEventCreateBody = z
  .object({
    title: z.string().trim().min(1, 'is required').max(200),
    description: z.string().trim().min(1, 'is required').max(5000),
    startTime: z.iso.datetime({ offset: true, message: 'must be a date and time' }),
    addressLine1: z.string().trim().min(1, 'is required').max(300),
    bookingUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^https:\/\/[^\s]+$/, 'must be an https address')
      .nullable()
      .optional(),
    businessId: retailerId,
    images: z.array(eventImage).max(EVENT_IMAGES_MAX).optional(),
    sommelierIds: z.array(id).max(EVENT_SOMMELIERS_MAX).optional(),
    collectionIds: z.array(id).max(EVENT_COLLECTIONS_MAX).optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type AdminEventCreateBody = z.input<typeof adminEventCreateBody>;
export const adminEventUpdateBody = adminEventCreateBody
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type AdminEventUpdateBody = z.input<typeof adminEventUpdateBody>;

export const adminEventQuery = z.object({ skip: skip.optional(), limit: limit.optional() }).strict();

const eventPerson = z.object({ userId: id, name: z.string(), profilePicture: z.string().nullable() });
const eventCollection = z.object({ _id: id, title: z.string(), iconUrl: z.string().nullable() });

export const adminEvent = eventSummary.extend({
  isActive: z.boolean(),
  businessName: z.string(),
  sommeliers: z.array(eventPerson),
  collections: z.array(eventCollection),
});
export type AdminEvent = z.infer<typeof adminEvent>;
export const adminEventList = z.object({ events: z.array(adminEvent), total: z.number().int() });
