import { NotebookPen } from "lucide-react";
import { safeReturnUrl } from "@shared/return-url";
import { pageTitle } from "@shared/page-meta";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { useCurrentUser } from "@/lib/current-user";
import { CompleteProfileForm } from "@/features/profile/components/complete-profile-form";
import { ProfileBenefits } from "@/features/profile/components/profile-benefits";
import { needsProfileCompletion } from "@/features/profile/profile-completion";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * /profile-setup?returnUrl=…: the complete-profile screen (behind the signed-in guard). A profile that
 * needs nothing goes straight on to returnUrl (a path of this shop, else "/"); so does a completed one.
 */
export function ProfileSetupPage() {
  usePageTitle(pageTitle("Complete Your Profile"));
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnUrl = safeReturnUrl(searchParams.get("returnUrl"));
  // Decided once: after saving, the form itself says "Profile Updated" and moves on.
  const [alreadyComplete] = useState(() => user !== null && !needsProfileCompletion(user));

  if (!user) return null;
  if (alreadyComplete) return <Navigate to={returnUrl} replace />;

  return (
    <AuthPanel
      icon={NotebookPen}
      title="Complete Your Profile"
      description="Tell us your name and phone number so we can deliver to you."
      aside={<ProfileBenefits />}
    >
      <CompleteProfileForm user={user} onCompleted={() => navigate(returnUrl, { replace: true })} />
    </AuthPanel>
  );
}
