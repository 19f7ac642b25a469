import { z } from "zod";
import { MAIL_KINDS, MAIL_STATES } from "../constants";
import { IsoDateSchema } from "./common";
import { OrderSchema } from "./orders";
import { singleLineText } from "./text";

/** The download of everything the shop holds about the signed-in customer (GET /api/profile/data). */
export const PROFILE_DATA_URL = "/api/profile/data";

/** How long an account without a password counts as just signed in, for deleting it. */
export const RECENT_SIGN_IN_MINUTES = 10;

const AddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});

export const DataExportSchema = z.object({
  about: z.string(),
  exportedAt: IsoDateSchema,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    emailVerified: z.boolean(),
    /** A new address waiting for its verification link to be opened. */
    pendingEmail: z.string().nullable(),
    isAdmin: z.boolean(),
    createdAt: IsoDateSchema,
    updatedAt: IsoDateSchema,
    lastSignInAt: IsoDateSchema.nullable(),
  }),
  signInMethods: z.object({ password: z.boolean(), identityProvider: z.boolean() }),
  /** Every distinct address given at checkout, shipping or billing. */
  addresses: z.array(AddressSchema),
  orders: z.array(OrderSchema),
  reviews: z.array(
    z.object({
      product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
      rating: z.number().int(),
      title: z.string().nullable(),
      comment: z.string(),
      createdAt: IsoDateSchema,
    }),
  ),
  wishlist: z.array(z.object({ product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }), addedAt: IsoDateSchema })),
  cart: z.array(z.object({ product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }), quantity: z.number().int(), addedAt: IsoDateSchema })),
  /** `subscribed`: the account's address is confirmed; each subscription says whether it is (else it awaits its mailed link). */
  newsletter: z.object({ subscribed: z.boolean(), subscriptions: z.array(z.object({ email: z.string(), subscribedAt: IsoDateSchema, confirmed: z.boolean() })) }),
  sessions: z.array(
    z.object({
      device: z.string().nullable(),
      ipAddress: z.string().nullable(),
      signedInAt: IsoDateSchema,
      lastSeenAt: IsoDateSchema,
      expiresAt: IsoDateSchema,
      /** The session this download was made from. */
      current: z.boolean(),
    }),
  ),
  /** Mails the shop wrote to the account or its address: what, when and whether they went out (not their text). */
  mails: z.array(
    z.object({ kind: z.enum(MAIL_KINDS), subject: z.string(), to: z.string(), state: z.enum(MAIL_STATES), createdAt: IsoDateSchema, sentAt: IsoDateSchema.nullable() }),
  ),
  /** Contact-form messages sent with the account's address, once that address is verified. */
  contactMessages: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string(), subject: z.string(), message: z.string(), createdAt: IsoDateSchema })),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/**
 * Deleting the account: the current password, or nothing for an account without one (signed up
 * through the identity provider), which must have signed in within RECENT_SIGN_IN_MINUTES instead.
 */
export const DeleteAccountSchema = z.strictObject({
  password: singleLineText().max(200, "Password is too long").optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

export const DeleteAccountResponseSchema = z.object({ message: z.string(), ordersKept: z.number().int(), reviewsKept: z.number().int() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

/** One erased account as the back office lists it: no personal data, only what was kept. */
export const AccountErasureSchema = z.object({
  id: z.string(),
  formerUserId: z.string(),
  erasedAt: IsoDateSchema,
  ordersKept: z.number().int(),
  reviewsKept: z.number().int(),
});
export type AccountErasure = z.infer<typeof AccountErasureSchema>;

export const AccountErasuresQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AccountErasuresQuery = z.infer<typeof AccountErasuresQuerySchema>;

export const AccountErasureListSchema = z.object({ erasures: z.array(AccountErasureSchema), total: z.number().int() });
export type AccountErasureList = z.infer<typeof AccountErasureListSchema>;

/**
 * The newsletter as the signed-in customer's account sees it: its address, whether that is subscribed
 * (confirmed), or given but awaiting the confirmation mail's link (it gets no newsletter meanwhile).
 */
export const AccountNewsletterSchema = z.object({ email: z.string(), subscribed: z.boolean(), awaitingConfirmation: z.boolean() });
export type AccountNewsletter = z.infer<typeof AccountNewsletterSchema>;

/** The public unsubscribe link's address and signed token (/newsletter/unsubscribe?email=…&token=…). */
export const NewsletterUnsubscribeSchema = z.strictObject({
  email: singleLineText().trim().min(1, "Email is required").max(254, "Email is too long"),
  token: singleLineText().trim().min(1, "This unsubscribe link is incomplete").max(100, "This unsubscribe link is not valid"),
});
export type NewsletterUnsubscribeInput = z.infer<typeof NewsletterUnsubscribeSchema>;
