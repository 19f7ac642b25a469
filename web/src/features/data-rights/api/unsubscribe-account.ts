import type { AccountNewsletter } from "@shared/schemas/data-rights";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/profile/newsletter: the account's address, and any subscribed while signed in, stop getting it. */
export function unsubscribeAccount(): Promise<AccountNewsletter> {
  return api.delete<AccountNewsletter>("/api/profile/newsletter");
}

export function useUnsubscribeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeAccount,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.profile.newsletter(), state),
  });
}
