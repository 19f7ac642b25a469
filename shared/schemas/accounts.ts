import { z } from "zod";
import { singleLineText } from "./text";

/** Digits, spaces, hyphens and parentheses, with an optional leading plus. */
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

const phoneNumber = (tooShort: string) =>
  singleLineText().trim().min(10, tooShort).max(20, "Phone number is too long").regex(PHONE_PATTERN, "Invalid phone number format");
const firstName = singleLineText().trim().min(1, "First name is required").max(60, "First name is too long");
const lastName = singleLineText().trim().min(1, "Last name is required").max(60, "Last name is too long");
const email = singleLineText().trim().max(254, "Email is too long").pipe(z.email("Please enter a valid email address"));

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** Whether the user opened a verification link sent to `email` (or the identity provider vouched for it). */
  emailVerified: z.boolean(),
  /** A new address waiting for its verification link to be opened; it replaces `email` then. */
  pendingEmail: z.string().nullable(),
  /** False for an account made through the identity provider that never set a password. */
  hasPassword: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthStateSchema = z.object({ isAuthenticated: z.literal(true), user: UserSchema });
export type AuthState = z.infer<typeof AuthStateSchema>;
export const UserResponseSchema = z.object({ user: UserSchema });
export const MessageResponseSchema = z.object({ message: z.string() });

/** Which ways of signing in the shop offers besides e-mail and password (the sign-in page asks). */
export const AuthProvidersSchema = z.object({ oidc: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** Passwords refuse control characters too: no keyboard types them, so one there is a mistake. */
export const RegisterSchema = z.strictObject({
  email,
  password: singleLineText().min(8, "Password must be at least 8 characters").max(200, "Password is too long"),
  firstName,
  lastName,
  phoneNumber: phoneNumber("Valid phone number is required"),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.strictObject({
  email,
  password: singleLineText().min(1, "Password is required").max(200, "Password is too long"),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ProfileUpdateSchema = z.strictObject({
  firstName,
  lastName,
  phoneNumber: phoneNumber("Valid phone number is required"),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** The complete-profile screen asks the same, with its own wording for a short phone number. */
export const CompleteProfileSchema = ProfileUpdateSchema.extend({
  phoneNumber: phoneNumber("Phone number must be at least 10 digits"),
});

/** A new password follows the sign-up rule (8 characters), so changing it never weakens an account. */
export const ChangePasswordSchema = z
  .strictObject({
    currentPassword: singleLineText().min(1, "Current password is required").max(200, "Password is too long"),
    newPassword: singleLineText().min(8, "Password must be at least 8 characters").max(200, "Password is too long"),
    confirmPassword: singleLineText().min(8, "Please confirm your password").max(200, "Password is too long"),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

const newPassword = singleLineText().min(8, "Password must be at least 8 characters").max(200, "Password is too long");
/** A one-time link's token: 43 base64url characters (32 random bytes). */
const token = singleLineText().trim().min(1, "This link is not valid. Please ask for a new one.").max(200, "This link is not valid. Please ask for a new one.");

/** /forgot-password: the answer is the same whether or not an account has this address. */
export const ForgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** /reset-password?token=…: a new password with the sign-up rule. */
export const ResetPasswordSchema = z
  .strictObject({
    token,
    newPassword,
    confirmPassword: singleLineText().min(8, "Please confirm your password").max(200, "Password is too long"),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** /verify-email?token=…: proves the address the link was sent to. */
export const VerifyEmailSchema = z.strictObject({ token });
export type VerifyEmailInput = z.infer<typeof VerifyEmailSchema>;

/**
 * A new address for the account: it replaces the old one only once its verification link is opened.
 * The current password is asked when the account has one, so a borrowed session cannot take the account.
 */
export const ChangeEmailSchema = z.strictObject({
  email,
  currentPassword: singleLineText().max(200, "Password is too long").optional(),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>;

/** What opening a verification link answers; the user only to a session of that same account. */
export const VerifyEmailResponseSchema = z.object({ user: UserSchema.optional(), message: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** The account with its new address waiting (`pendingEmail`), and what to tell the user. */
export const ChangeEmailResponseSchema = z.object({ user: UserSchema, message: z.string() });
export type ChangeEmailResponse = z.infer<typeof ChangeEmailResponseSchema>;
