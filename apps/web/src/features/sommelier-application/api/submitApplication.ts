import { COUNTRY_CODE, type Region } from '@wine/contract/constants';
import { regionImagePath } from '@wine/contract/routes';
import type { OwnUser, UserUpdateBody } from '@wine/contract/users';
import { useUpdateOwnUser } from '../../../lib/ownUser';
import type { ApplicationValues } from '../schema';

const filled = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** A region option as the user record keeps it (spec 001 §2.5: title, isSelected, image, query). */
const regionOption = (title: Region) => ({ title, isSelected: true, image: regionImagePath(title), query: `customData.product.region=${title}` });

/**
 * The application's PATCH /users/{id} body (spec 001 §4): type sommelier, isActive carried over
 * from the current user, and every field of the three steps. The server sets the status.
 */
export function applicationBody(user: OwnUser, values: ApplicationValues): UserUpdateBody {
  return {
    type: 'sommelier',
    isActive: user.isActive,
    givenName: values.givenName,
    familyName: values.familyName,
    email: values.email,
    countryCode: COUNTRY_CODE,
    contactNumber: `${COUNTRY_CODE}${values.contactNumber}`,
    profilePicture: values.profilePicture,
    coverPicture: values.coverPicture,
    bio: values.bio,
    address: { fullAddress: values.location },
    customData: {
      profileOneLine: values.profileOneLine,
      wineCertifications: filled(values.wineCertifications),
      awardsRecognition: filled(values.awardsRecognition),
      affiliations: filled(values.affiliations),
      work: filled(values.work),
      regions: values.regions.map(regionOption),
      instagram: values.instagram,
      tiktok: values.tiktok,
      facebook: values.facebook,
      twitter: values.twitter,
      youtube: values.youtube,
      linkedin: values.linkedin,
    },
  };
}

/** Submits (or, for an approved sommelier, updates) the application; the answer replaces user_data. */
export const useSubmitApplication = useUpdateOwnUser;
