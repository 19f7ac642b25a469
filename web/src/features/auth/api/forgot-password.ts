import type { ForgotPasswordInput } from "@shared/schemas/accounts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Asks for a reset link (POST /api/forgot-password); the answer is the same whether or not the account exists. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/forgot-password", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
