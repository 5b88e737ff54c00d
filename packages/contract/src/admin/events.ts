// The console's events (issue 9, slice B).

import { z } from 'zod';
import { id } from '../envelope';
import { eventSummary } from '../events';
import { OpenIn } from '../feed';
import { imageUrl, linkUrl } from '../fields';
import { listLimit, listSkip, updateBodyOf } from './shared';
import { retailerId } from './wines';

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
export const adminEventUpdateBody = updateBodyOf(adminEventCreateBody);
export type AdminEventUpdateBody = z.input<typeof adminEventUpdateBody>;

export const adminEventQuery = z.object({ skip: listSkip.optional(), limit: listLimit.optional() }).strict();

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
