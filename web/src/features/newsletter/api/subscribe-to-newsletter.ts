import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

interface SubscribeAnswer {
  message: string;
}

/** POST /api/newsletter/subscribe: 201 for a new address, 200 when it was already subscribed. */
export function subscribeToNewsletter(email: string): Promise<SubscribeAnswer> {
  return api.post<SubscribeAnswer>("/api/newsletter/subscribe", { email });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
