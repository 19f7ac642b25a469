import type { AdminUser } from "@shared/schemas/admin";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/current-user";
import { useAdminUsers } from "../api/get-admin-users";
import { AdminRoleDialog } from "./admin-role-dialog";
import { UserCounts } from "./user-counts";
import { UserDirectory } from "./user-directory";
import { UserHighlights } from "./user-highlights";

const SEARCH_DELAY_MS = 300;

/** Manage Users: counts, highlights, the searchable directory and the administrator switch. */
export function UsersPanel() {
  const { user: currentUser } = useCurrentUser();
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const everyone = useAdminUsers("");
  const directory = useAdminUsers(search);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const users = directory.data?.users ?? [];
  return (
    <div className="space-y-6">
      <UserCounts counts={everyone.data?.counts} />
      <Card>
        <CardHeader className="gap-3 border-b border-border sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>Users ({directory.data ? users.length : "…"})</CardTitle>
          <form role="search" className="relative w-full sm:w-72" onSubmit={(event) => event.preventDefault()}>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              aria-label="Search users by name, e-mail or phone"
              placeholder="Search users..."
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="pl-9"
            />
          </form>
        </CardHeader>
        {directory.isPending ? (
          <div className="space-y-3 p-4" role="status" aria-busy="true">
            <span className="sr-only">Loading users...</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : directory.isError ? (
          <p role="alert" className="p-6 text-center text-destructive">
            Could not load the users. Please try again.
          </p>
        ) : users.length === 0 ? (
          <p className="p-10 text-center text-muted-foreground">No users found</p>
        ) : (
          <UserDirectory users={users} currentUserId={currentUser?.id} onChangeRole={setChanging} />
        )}
      </Card>
      <UserHighlights users={everyone.data?.users ?? []} />
      <AdminRoleDialog user={changing} currentUserId={currentUser?.id} onClose={() => setChanging(null)} />
    </div>
  );
}
