import type { ChangeEmailInput, ChangeEmailResponse, User } from "@shared/schemas/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Asks to change the address (POST /api/profile/email): a link goes to the new one, which takes over once opened. */
export function changeEmail(input: ChangeEmailInput): Promise<ChangeEmailResponse> {
  return api.post<ChangeEmailResponse>("/api/profile/email", input);
}

/** On success the current user shows the new address waiting. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<User | null>(queryKeys.auth.currentUser(), user);
    },
  });
}
