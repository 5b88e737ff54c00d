import { z } from 'zod';
import { MIN_FAVOURITE_REGIONS, PHONE_DIGITS, REGIONS, SOCIAL_LINK_MAX_LENGTH } from '@wine/contract/constants';
import { email, personName } from '@wine/contract/fields';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import { localPhone } from '../../lib/format';

const listItem = z.string().max(200, 'At most 200 characters');
const list = z.array(listItem).max(20);
/** A profile link or a handle, sent as typed: "no format check" (spec 001 §5, decision 0044). */
const link = z.string().trim().max(SOCIAL_LINK_MAX_LENGTH, `At most ${SOCIAL_LINK_MAX_LENGTH} characters`);

/** The wizard's rules (spec 001 §5): step 1 and 2 required fields, at least 5 regions, optional links. */
export const applicationSchema = z.object({
  coverPicture: z.string().nullable(),
  profilePicture: z.string().nullable(),
  givenName: personName('First name'),
  familyName: personName('Last name'),
  email,
  contactNumber: z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), Text.phoneDigits),
  location: z.string().trim().min(1, 'Location is required').max(300),
  bio: z.string().trim().min(1, 'About you is required').max(2000),
  profileOneLine: z.string().trim().min(1, 'Profile one line is required').max(200),
  wineCertifications: list,
  awardsRecognition: list,
  affiliations: list,
  work: list,
  regions: z.array(z.enum(REGIONS)).min(MIN_FAVOURITE_REGIONS, Text.regionsMin),
  instagram: link,
  tiktok: link,
  facebook: link,
  twitter: link,
  youtube: link,
  linkedin: link,
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;
export type ApplicationField = keyof ApplicationInput;

export const listFields = ['wineCertifications', 'awardsRecognition', 'affiliations', 'work'] as const;
export type ListField = (typeof listFields)[number];

export const socialFields = ['instagram', 'tiktok', 'facebook', 'twitter', 'youtube', 'linkedin'] as const;
export type SocialField = (typeof socialFields)[number];

/** The fields each step checks before moving on (spec 001 §2.5). */
export const stepFields: readonly (readonly ApplicationField[])[] = [
  ['coverPicture', 'profilePicture', 'givenName', 'familyName', 'email', 'contactNumber', 'location'],
  ['bio', 'profileOneLine', ...listFields, 'regions'],
  socialFields,
];

const isRegion = (title: string): title is (typeof REGIONS)[number] => (REGIONS as readonly string[]).includes(title);

/** The form starts from the user's record: prefilled for an approved sommelier editing it. */
export function applicationDefaults(user: OwnUser): ApplicationInput {
  const data = user.customData;
  const listOf = (items: string[] | undefined) => (items && items.length > 0 ? items : ['']);
  return {
    coverPicture: user.coverPicture,
    profilePicture: user.profilePicture,
    givenName: user.givenName,
    familyName: user.familyName,
    email: user.email,
    contactNumber: localPhone(user.contactNumber),
    location: user.address.fullAddress ?? '',
    bio: user.bio ?? '',
    profileOneLine: data.profileOneLine ?? '',
    wineCertifications: listOf(data.wineCertifications),
    awardsRecognition: listOf(data.awardsRecognition),
    affiliations: listOf(data.affiliations),
    work: listOf(data.work),
    regions: (data.regions ?? []).filter((region) => region.isSelected !== false).map((region) => region.title).filter(isRegion),
    instagram: data.instagram ?? '',
    tiktok: data.tiktok ?? '',
    facebook: data.facebook ?? '',
    twitter: data.twitter ?? '',
    youtube: data.youtube ?? '',
    linkedin: data.linkedin ?? '',
  };
}
