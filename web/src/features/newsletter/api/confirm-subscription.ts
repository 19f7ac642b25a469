import type { NewsletterConfirmInput } from "@shared/schemas/messages";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/newsletter/confirm: the address and token of the confirmation mail's link. */
export function confirmSubscription(input: NewsletterConfirmInput): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/newsletter/confirm", input);
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
