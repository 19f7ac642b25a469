import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { EmailVerificationStatus } from "./email-verification-status";

interface AccountDetailsProps {
  user: { email: string | null; createdAt: string | null; isAdmin: boolean; emailVerified: boolean; pendingEmail: string | null };
}

/** My Profile's "Account Details": e-mail (verified or not), member since, and the administrator badge. */
export function AccountDetails({ user }: AccountDetailsProps) {
  const memberSince = user.createdAt ? formatDate(user.createdAt) : "";
  return (
    <dl className="grid gap-4 text-sm">
      <Detail term="Email">
        <span className="break-all">{user.email || "N/A"}</span>
        <EmailVerificationStatus emailVerified={user.emailVerified} pendingEmail={user.pendingEmail} />
      </Detail>
      <Detail term="Member Since">{memberSince || "N/A"}</Detail>
      {user.isAdmin ? (
        <Detail term="Account Type">
          <Badge variant="accent" className="mt-0.5">
            <ShieldCheck aria-hidden="true" />
            Administrator
          </Badge>
        </Detail>
      ) : null}
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  );
}
