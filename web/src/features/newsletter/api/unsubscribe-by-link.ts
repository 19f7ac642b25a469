import type { NewsletterUnsubscribeInput } from "@shared/schemas/data-rights";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/newsletter/unsubscribe: the address and token of a newsletter's unsubscribe link. */
export function unsubscribeByLink(input: NewsletterUnsubscribeInput): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/newsletter/unsubscribe", input);
}

export function useUnsubscribeByLink() {
  return useMutation({ mutationFn: unsubscribeByLink });
}
