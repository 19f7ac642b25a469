import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Mails a new verification link (POST /api/verify-email/resend): to the new address waiting, else to the account's. */
export function resendVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/verify-email/resend");
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
