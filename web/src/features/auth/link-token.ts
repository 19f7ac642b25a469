import { VerifyEmailSchema } from "@shared/schemas/accounts";

/** What the server says of a link that expired, was used, or was altered; a page without a token says the same. */
export const LINK_UNUSABLE = "This link has expired or was already used. Please ask for a new one.";

/** Whether a page's address carried something that can be a token; a missing or mangled one is not sent. */
export const looksLikeToken = (token: string) => VerifyEmailSchema.safeParse({ token }).success;
