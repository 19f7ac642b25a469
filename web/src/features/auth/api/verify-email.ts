import type { User, VerifyEmailInput, VerifyEmailResponse } from "@shared/schemas/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Proves an address with its mailed link (POST /api/verify-email), signed in or not. */
export function verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailResponse> {
  return api.post<VerifyEmailResponse>("/api/verify-email", input);
}

/** The signed-in user, when the link was theirs, is the server's answer at once (a changed address shows everywhere). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData<User | null>(queryKeys.auth.currentUser(), user);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser() });
    },
  });
}
