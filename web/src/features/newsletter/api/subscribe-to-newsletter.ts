import type { NewsletterSubscribed } from "@shared/schemas/messages";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/newsletter/subscribe: 201 with the same thanks whether or not the address was on the list;
 * `confirmedAtOnce` only for the signed-in customer's own verified address, else a confirmation mail is due.
 */
export function subscribeToNewsletter(email: string): Promise<NewsletterSubscribed> {
  return api.post<NewsletterSubscribed>("/api/newsletter/subscribe", { email });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
