import { z } from "zod";
import { multiLineText, singleLineText } from "./text";

export const NewsletterSubscribeSchema = z.strictObject({
  email: singleLineText().trim().max(254, "Email is too long").pipe(z.email("Please enter a valid email address.")),
});

/**
 * The answer to a subscription, the same whether the address was new, awaiting confirmation or already
 * subscribed. `confirmedAtOnce` is true only when the signed-in customer gave their own verified address;
 * any other address gets no newsletter until its owner opens the link mailed to it.
 */
export const NewsletterSubscribedSchema = z.object({ message: z.string(), confirmedAtOnce: z.boolean() });
export type NewsletterSubscribed = z.infer<typeof NewsletterSubscribedSchema>;

/** The confirmation link's address and signed token (/newsletter/confirm?email=…&token=…). */
export const NewsletterConfirmSchema = z.strictObject({
  email: singleLineText().trim().min(1, "Email is required").max(254, "Email is too long"),
  token: singleLineText().trim().min(1, "This confirmation link is incomplete").max(100, "This confirmation link is not valid"),
});
export type NewsletterConfirmInput = z.infer<typeof NewsletterConfirmSchema>;

/** The contact form (see docs/product/about-and-contact.md#the-contact-form). */
export const ContactMessageSchema = z.strictObject({
  name: singleLineText().trim().min(1, "Name is required").max(100, "Name is too long"),
  email: singleLineText().trim().max(254, "Email is too long").pipe(z.email("Valid email is required")),
  phone: singleLineText().trim().min(10, "Valid phone number is required").max(20, "Phone number is too long"),
  subject: singleLineText().trim().min(1, "Subject is required").max(200, "Subject is too long"),
  message: multiLineText().trim().min(10, "Message must be at least 10 characters").max(5000, "Message is too long"),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;
