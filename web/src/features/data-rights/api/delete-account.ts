import type { DeleteAccountInput, DeleteAccountResponse } from "@shared/schemas/data-rights";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/profile/delete: erases the account and ends its sessions (the caller then leaves the page). */
export function deleteAccount(input: DeleteAccountInput): Promise<DeleteAccountResponse> {
  return api.post<DeleteAccountResponse>("/api/profile/delete", input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
