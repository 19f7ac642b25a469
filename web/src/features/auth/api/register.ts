import type { RegisterInput, User } from "@shared/schemas/accounts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Creates an account (POST /api/register). It does not sign in: the shopper signs in next. */
export async function register(input: RegisterInput): Promise<User> {
  const { user } = await api.post<{ user: User }>("/api/register", input);
  return user;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
