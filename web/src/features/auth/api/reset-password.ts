import type { ResetPasswordInput, User } from "@shared/schemas/accounts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Sets a new password through a reset link (POST /api/reset-password); the server signs the user in afresh. */
export async function resetPassword(input: ResetPasswordInput): Promise<User> {
  const { user } = await api.post<{ user: User }>("/api/reset-password", input);
  return user;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
