import type { ContactMessageInput } from "@shared/schemas/messages";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/contact: the message is kept for the support team (201). */
export function sendContactMessage(message: ContactMessageInput): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/contact", message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
