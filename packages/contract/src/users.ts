import { z } from 'zod';
import { addressList, savedAddress } from './addresses';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, REGIONS, SOCIAL_LINK_MAX_LENGTH } from './constants';
import { id } from './envelope';
import { regionImagePath } from './routes';
import { contactNumber, email, imageUrl, password, personName, plainText, profilePictureUrl } from './fields';

export const ActiveStatus = z.enum(['in-review', 'approved', 'rejected']);
export const UserType = z.enum(['user', 'sommelier']);

const shortText = z.string().trim().max(200);
const regionOption = z
  .object({
    title: z.enum(REGIONS),
    isSelected: z.boolean().optional(),
    image: z.string().max(200).optional(),
    query: z.string().max(200).optional(),
  })
  .refine((option) => option.image === undefined || option.image === regionImagePath(option.title), {
    path: ['image'],
    message: "must be the region's own picture",
  });

/** The six profile links: free text as typed, "link or handle" (decision 0044); profileLinkOf decides what is followed. */
const socialLinks = <Link extends z.ZodType>(link: Link) => ({
  instagram: link.optional(),
  youtube: link.optional(),
  twitter: link.optional(),
  tiktok: link.optional(),
  facebook: link.optional(),
  linkedin: link.optional(),
});

export const userCustomData = z.object({
  profileOneLine: shortText.optional(),
  wineCertifications: z.array(shortText).max(20).optional(),
  awardsRecognition: z.array(shortText).max(20).optional(),
  work: z.array(shortText).max(20).optional(),
  affiliations: z.array(shortText).max(20).optional(),
  regions: z.array(regionOption).max(20).optional(),
  ...socialLinks(z.string()),
  isSubscribe: z.boolean().optional(),
  featuredCollection: z.object({ _id: id, title: z.string() }).nullable().optional(),
});

/**
 * What a user writes into customData: the social links as plain text (spec 001 §5: "no format
 * check"), without hidden control characters, at most 500 characters each.
 */
const userCustomDataInput = userCustomData.extend(socialLinks(plainText(SOCIAL_LINK_MAX_LENGTH, `must be at most ${SOCIAL_LINK_MAX_LENGTH} characters`)));

/** What a user's own record looks like (GET /users/{id} by its owner or an admin). */
export const ownUser = z.object({
  _id: id,
  id,
  tenantId: id,
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  name: z.string(),
  countryCode: z.string().nullable(),
  contactNumber: z.string().nullable(),
  profilePicture: z.string().nullable(),
  coverPicture: z.string().nullable(),
  bio: z.string().nullable(),
  designation: z.string().nullable(),
  isActive: z.boolean(),
  type: UserType,
  activeStatus: ActiveStatus.nullable(),
  roles: z.array(z.string()),
  address: z.object({ fullAddress: z.string().nullable() }),
  savedAddress: z.array(savedAddress),
  billingAddress: z.array(savedAddress),
  followersCount: z.object({ users: z.number().int() }),
  customData: userCustomData,
  createdAt: z.string(),
  /** Whether a link mailed to `email` was followed (docs/decisions/0022). */
  emailVerified: z.boolean(),
  /** A new email waiting for its confirmation link to be followed. */
  pendingEmail: z.string().nullable(),
  /** False for accounts that sign in with Google only: they prove themselves with Google, not a password. */
  hasPassword: z.boolean(),
});
export type OwnUser = z.infer<typeof ownUser>;

/** What anyone may see of another user. */
export const publicUser = ownUser.pick({
  _id: true, id: true, tenantId: true, givenName: true, familyName: true, name: true,
  profilePicture: true, coverPicture: true, bio: true, designation: true, type: true,
  activeStatus: true, address: true, followersCount: true, customData: true, createdAt: true,
});
export type PublicUser = z.infer<typeof publicUser>;

/** The attribution a sign-up keeps (its address's utm_* parameters), bounded (issue 30). */
export const TRACKING_PARAMS_MAX = 10;
export const TRACKING_KEY_MAX_LENGTH = 50;
export const TRACKING_VALUE_MAX_LENGTH = 200;

/** POST /user/register (spec 001 §7 Accounts). */
export const registerBody = z.object({
  email,
  password,
  givenName: personName('First name'),
  familyName: personName('Last name'),
  tenantId: id.optional(),
  type: z.literal('user').optional(),
  /** The spec's sign-up sends it even without a picture: "" and null mean none. */
  profilePicture: profilePictureUrl.or(z.literal('')).nullish(),
  /** The utm_* parameters the visitor arrived with; {} or null when there were none. */
  // Checked as a whole, so that a message never repeats a (long) key the caller sent.
  trackingParams: z
    .record(z.string(), z.string())
    .superRefine((params, context) => {
      const keys = Object.keys(params);
      const problem =
        keys.length > TRACKING_PARAMS_MAX
          ? `at most ${TRACKING_PARAMS_MAX} parameters`
          : keys.some((key) => key.length === 0 || key.length > TRACKING_KEY_MAX_LENGTH)
            ? `a key is 1 to ${TRACKING_KEY_MAX_LENGTH} characters`
            : Object.values(params).some((value) => value.length > TRACKING_VALUE_MAX_LENGTH)
              ? `a value is at most ${TRACKING_VALUE_MAX_LENGTH} characters`
              : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullish(),
}).strict();
export type RegisterBody = z.input<typeof registerBody>;

/** POST /user/tokensignin: email and password, or a Google ID token. */
export const signInBody = z.discriminatedUnion('strategy', [
  z.object({
    strategy: z.literal('basic_email'),
    idToken: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX_LENGTH),
    idTokenSecret: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  }),
  z.object({ strategy: z.literal('google'), idToken: z.string().min(1).max(4096) }),
]);
export type SignInBody = z.input<typeof signInBody>;

export const sessionResult = z.object({ token: z.string(), user: ownUser });
export type SessionResult = z.infer<typeof sessionResult>;

export const forgotPasswordBody = z.object({ email });
export const messageResult = z.object({ message: z.string() });

export const resetPasswordBody = z
  .object({ newPassword: password, newPasswordCopy: z.string(), email, token: z.string().min(1).max(200) })
  .refine((body) => body.newPassword === body.newPasswordCopy, {
    message: 'Passwords do not match.',
    path: ['newPasswordCopy'],
  });
export const resetPasswordResult = z.object({ success: z.boolean(), message: z.string() });

/**
 * PATCH /users/{id}. A user changes their own profile fields and address lists (each list is
 * replaced whole). `type: 'sommelier'` submits the sommelier application (the server sets the
 * status); `isActive` may only repeat the current value, as the application wizard sends it.
 * `activeStatus` is for admins deciding on an application, and then comes alone.
 */
export const userUpdateBody = z
  .object({
    givenName: personName('First name'),
    familyName: personName('Last name'),
    email,
    countryCode: z.literal('+1'),
    contactNumber,
    profilePicture: profilePictureUrl.nullable(),
    coverPicture: imageUrl.nullable(),
    bio: z.string().trim().max(2000),
    address: z.object({ fullAddress: z.string().trim().max(300) }).strict(),
    // featuredCollection must name one of the user's own active collections (checked by the server).
    customData: userCustomDataInput.strict(),
    savedAddress: addressList,
    billingAddress: addressList,
    type: z.literal('sommelier'),
    isActive: z.boolean(),
    activeStatus: z.enum(['approved', 'rejected']),
    // Proof that the account's owner asks for a new email: the password, or for an account
    // without one a fresh Google ID token of the account's Google identity.
    currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
    googleIdToken: z.string().min(1).max(4096),
  })
  .partial()
  .strict();
export type UserUpdateBody = z.input<typeof userUpdateBody>;
export type UserUpdate = z.output<typeof userUpdateBody>;

export const uploadResult = z.object({ image_url: z.string() });

/** POST /user/email-link: follows a link mailed about an account's email (verify, confirm a change, undo it). */
export const emailLinkBody = z.object({ token: z.string().trim().min(1).max(200) }).strict();
export const emailLinkResult = z.object({ purpose: z.enum(['verify', 'change', 'undo']), message: z.string() });
export type EmailLinkResult = z.infer<typeof emailLinkResult>;

/** GET /user/sessions: where the account is signed in. */
export const accountSession = z.object({
  _id: id,
  /** The browser and system as people know them ("Chrome 126 on Windows 10"). */
  device: z.string(),
  /** The client string the sign-in sent, as sent: shown on hover. */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const sessionsResult = z.object({ sessions: z.array(accountSession) });
