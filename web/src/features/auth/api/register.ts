import type { RegisterInput } from "@shared/schemas/accounts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * Creates an account (POST /api/register). It does not sign in: the shopper signs in next. The answer is
 * the same when the address already has an account (its owner is told by mail).
 */
export async function register(input: RegisterInput): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/register", input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
