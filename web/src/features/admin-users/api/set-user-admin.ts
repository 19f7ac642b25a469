import type { AdminUser } from "@shared/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface AdminFlagChange {
  userId: string;
  isAdmin: boolean;
}

/** PUT /api/admin/users/:id {isAdmin}: 409 when it would leave the shop without an administrator. */
export function setUserAdmin({ userId, isAdmin }: AdminFlagChange): Promise<AdminUser> {
  return api.put<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}`, { isAdmin });
}

/**
 * Refreshes the directory; when the change was one's own, the current user too, so the admin guard
 * notices at once that the rights are gone.
 */
export function useSetUserAdmin(currentUserId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onSuccess: async (_user, { userId }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.users() });
      if (userId === currentUserId) await queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser() });
    },
  });
}
