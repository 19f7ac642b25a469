import type { ProfileUpdateInput, User } from "@shared/schemas/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Saves the shopper's names and phone number (PUT /api/profile) and answers the updated user. */
export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  const { user } = await api.put<{ user: User }>("/api/profile", input);
  return user;
}

/** On success the current user everywhere (header, profile, complete-profile rule) is the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(queryKeys.auth.currentUser(), user);
    },
  });
}
