import { z } from 'zod';
import { collection } from './catalogue';
import { id } from './envelope';
import { imageUrl, optionalLinkUrl, uploadedImageUrl } from './fields';
import { OpenIn } from './feed';

export const COLLECTION_WINES_MAX = 100;

const title = z.string().trim().min(1, 'Please enter collection title').max(120);
/** Blank (empty or only spaces) is no description: stored as none. */
const description = z
  .string({ error: 'Please send the collection description (empty when there is none)' })
  .trim()
  .max(1000)
  .transform((text) => text || null);
const collectionImage = imageUrl.refine(Boolean, 'Collection image required');

/**
 * POST /catalogue: a new collection (spec 000 §7; spec 001 §5 "New collection"). The call requires
 * the description (spec 000 §7) while the form leaves it optional (spec 001 §4): the form sends ""
 * when it is left empty, and a blank one is none (docs/decisions/0021).
 */
export const createCollectionBody = z
  .object({
    title,
    name: z.string().trim().max(120).optional(),
    tenantId: id.optional(),
    type: z.literal('COLLECTION'),
    childrenIds: z.array(id).max(0).optional(),
    price: z.union([z.literal(0), z.literal('0')]).optional(),
    description,
    iconUrl: collectionImage,
  })
  .strict();

/**
 * PATCH /catalogue/{id}: any of the collection's texts and image, its wines (`childrenIds`, the
 * whole ordered list), and, for admins only, the home page flags.
 */
export const updateCollectionBody = z
  .object({
    title,
    name: z.string().trim().max(120),
    description,
    iconUrl: collectionImage,
    tenantId: id,
    childrenIds: z.array(id).max(COLLECTION_WINES_MAX, `A collection holds at most ${COLLECTION_WINES_MAX} wines`),
    customData: z
      .object({ isSommlikePicks: z.boolean(), isTrending: z.boolean(), isByMoment: z.boolean(), isByTerroir: z.boolean() })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export const removeQuery = z.object({ type: z.literal('remove') }).strict();

/** POST /qrcodes/: a QR code of a collection page on the shop's public address. */
export const qrCodeBody = z.object({ url: z.string().trim().min(1).max(500) }).strict();
export const qrCodeResult = z.object({ svg: z.string(), url: z.string(), collection });

/** POST /post/feed and PATCH /post/feed/{id}: a Wine Talks post (spec 001 §2.13). */
export const feedPostBody = z
  .object({
    title: z.string().trim().min(1, 'Please fill all fields').max(200),
    content: z.string().min(1, 'Please fill all fields').max(200_000),
    // A post's pictures are the shop's own uploads: an address elsewhere would let its host watch the readers (issue 30).
    imageUrl: uploadedImageUrl.optional(),
    attachments: z.array(z.object({ url: uploadedImageUrl, thumbnailUrl: uploadedImageUrl.optional(), type: z.literal('image') }).strict()).max(5).optional(),
    scope: z.literal('OPEN').optional(),
    topic: z.object({ id, name: z.string().max(100).optional() }).optional(),
    customData: z.object({ redirectionUrl: optionalLinkUrl.optional(), openIn: OpenIn.optional() }).strict().optional(),
  })
  .strict();

/** GET /commission?groupby=month|day: a sommelier's earnings (spec 001 §2.17). */
export const commissionQuery = z.object({ groupby: z.enum(['month', 'day']) }).strict();
export const commissionRow = z.object({
  identifier: z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int().optional() }),
  totalAmount: z.string(),
});
export const commissionList = z.object({ commissions: z.array(commissionRow) });
