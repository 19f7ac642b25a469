import { z } from "zod";

export const NewsletterSubscribeSchema = z.strictObject({
  email: z.string().trim().max(254, "Email is too long").pipe(z.email("Please enter a valid email address.")),
});

/** The contact form (specification § 5). */
export const ContactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long"),
  email: z.string().trim().max(254, "Email is too long").pipe(z.email("Valid email is required")),
  phone: z.string().trim().min(10, "Valid phone number is required").max(20, "Phone number is too long"),
  subject: z.string().trim().min(1, "Subject is required").max(200, "Subject is too long"),
  message: z.string().trim().min(10, "Message must be at least 10 characters").max(5000, "Message is too long"),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;
