import type { EventDetail, eventAttachment, eventSummary } from '@wine/contract/events';
import { OpenIn } from '@wine/contract/feed';
import type { z } from 'zod';
import { toPublicUser } from '../accounts/present';
import type { UserRow } from '../accounts/queries';
import { toBusiness } from '../retailers/present';
import type { BusinessRow } from '../retailers/service';
import type { EventRow } from './queries';

type EventAttachment = z.infer<typeof eventAttachment>;

/** Keeps only the carousel settings the app understands; an unknown openIn means the same window. */
function toAttachment({ url, customData }: EventRow['attachments'][number]): EventAttachment {
  if (!customData) return { url };
  const openIn = OpenIn.safeParse(customData.openIn);
  return { url, customData: { redirectionUrl: customData.redirectionUrl, openIn: openIn.success ? openIn.data : undefined } };
}

export function toEventSummary(row: EventRow): z.infer<typeof eventSummary> {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.startTime.toISOString(),
    address: { addressLine1: row.addressLine1 },
    bookingUrl: row.bookingUrl,
    attachments: row.attachments.map(toAttachment),
    business: row.businessId,
  };
}

export function toEventDetail(event: EventRow, business: BusinessRow, associated: UserRow[]): EventDetail {
  return {
    ...toEventSummary(event),
    businessDetails: toBusiness(business),
    associationDetails: {
      associatedUsers: associated.map((row) => {
        const { _id, givenName, familyName, name, profilePicture, designation } = toPublicUser(row);
        return { userId: _id, givenName, familyName, name, profilePicture, designation };
      }),
    },
  };
}
