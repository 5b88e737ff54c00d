import { z } from 'zod';
import { LIST_LIMIT_MAX } from './constants';
import { id } from './envelope';
import { OpenIn } from './feed';

export const business = z.object({
  _id: id,
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  deliveryFee: z.string(),
  freeDeliveryThreshold: z.string().nullable(),
});
export type Business = z.infer<typeof business>;

export const eventAttachment = z.object({
  url: z.string(),
  customData: z.object({ redirectionUrl: z.string().optional(), openIn: OpenIn.optional() }).optional(),
});

export const eventSummary = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  address: z.object({ addressLine1: z.string() }),
  bookingUrl: z.string().nullable(),
  attachments: z.array(eventAttachment),
  business: id,
});

export const associatedUser = z.object({
  userId: id,
  givenName: z.string(),
  familyName: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  designation: z.string().nullable(),
});

/** GET /event/{id}: the event with its retailer and the sommeliers it presents. */
export const eventDetail = eventSummary.extend({
  businessDetails: business,
  associationDetails: z.object({ associatedUsers: z.array(associatedUser) }),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const eventQuery = z
  .object({
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
    sort: z.enum(['-_id', '_id', 'startTime', '-startTime']).optional(),
    isActive: z.literal('true').optional(),
  })
  .strict();

export const eventList = z.object({ events: z.array(eventSummary), total: z.number().int() });
