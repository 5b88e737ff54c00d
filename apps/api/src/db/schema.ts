import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
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
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

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
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_pending_idx').on(t.createdAt).where(sql`status = 'pending'`)],
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
