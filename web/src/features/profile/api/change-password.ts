import type { ChangePasswordInput } from "@shared/schemas/accounts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Changes the password (PUT /api/change-password); the server ends the user's other sessions. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api.put<{ message: string }>("/api/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
