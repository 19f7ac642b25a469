import type { AdminUser } from "@shared/schemas/admin";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { InitialsAvatar } from "@/components/initials-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatDateTime, formatPrice } from "@/lib/format";
import { displayName, initialsOf } from "../lib/user-name";

interface UserDirectoryProps {
  users: AdminUser[];
  currentUserId: string | undefined;
  onChangeRole: (user: AdminUser) => void;
}

/** Every account: who, since when, how much they bought, when they last signed in, and the admin switch. */
export function UserDirectory({ users, currentUserId, onChangeRole }: UserDirectoryProps) {
  return (
    <ul className="divide-y divide-border">
      {users.map((user, index) => {
        const isSelf = user.id === currentUserId;
        return (
          <li key={user.id} className="grid gap-3 p-4 sm:p-5 md:grid-cols-[1fr_auto] md:items-center" data-testid="admin-user-row">
            <div className="flex min-w-0 gap-3">
              <InitialsAvatar initials={initialsOf(user)} tone={index} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <span className="truncate">{displayName(user)}</span>
                  {isSelf ? <span className="text-sm font-normal text-muted-foreground">(You)</span> : null}
                  {user.isAdmin ? (
                    <Badge variant="purple">
                      <ShieldCheck aria-hidden="true" />
                      Admin
                    </Badge>
                  ) : null}
                </p>
                <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
                  <span className="truncate">{user.email}</span>
                  <Badge variant={user.emailVerified ? "green" : "gray"} className="shrink-0">
                    {user.emailVerified ? "Verified" : "Not verified"}
                  </Badge>
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm lg:grid-cols-4">
                  <Figure label="Joined" value={formatDate(user.createdAt)} />
                  <Figure label="Orders" value={String(user.orderCount)} />
                  <Figure label="Total spent" value={formatPrice(user.totalSpent)} />
                  <Figure label="Last sign-in" value={user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "Never"} />
                </dl>
              </div>
            </div>
            <Button
              variant={user.isAdmin ? "outline" : "secondary"}
              size="sm"
              className="h-9 justify-self-start md:justify-self-end"
              onClick={() => onChangeRole(user)}
              aria-label={`${user.isAdmin ? "Remove admin" : "Grant admin"}: ${user.email}`}
            >
              {user.isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
              {user.isAdmin ? "Remove admin" : "Grant admin"}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
