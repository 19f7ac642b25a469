import { pageTitle } from "@shared/page-meta";
import { ArrowLeft, FileLock2, IdCard, Lock, Mail, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { noticeAfterReload } from "@/features/auth/welcome-notice";
import { YourData } from "@/features/data-rights/components/your-data";
import { AccountDetails } from "@/features/profile/components/account-details";
import { ChangeEmailForm } from "@/features/profile/components/change-email-form";
import { ChangePasswordForm } from "@/features/profile/components/change-password-form";
import { ProfileForm } from "@/features/profile/components/profile-form";
import { ProfileSection } from "@/features/profile/components/profile-section";
import { usePageTitle } from "@/lib/use-page-title";

/** /profile: the shopper's own details, password and account (see docs/product/accounts.md). */
export function ProfilePage() {
  usePageTitle(pageTitle("My Profile"));
  const { user, isLoading } = useCurrentUser();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={paths.home.href()}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted-foreground hover:text-primary-strong"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">My Profile</h1>
      <p className="mt-1 text-muted-foreground">Manage your personal details, e-mail address, password and data.</p>

      {isLoading ? (
        <ProfileLoading />
      ) : !user ? (
        <Card className="mt-6 p-6 text-center font-medium">Access Denied - Please log in to view your profile.</Card>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="grid gap-6 lg:col-span-2">
            <ProfileSection
              id="profile-information"
              title="Profile Information"
              description="Your name and the phone number we call about deliveries."
              icon={<UserRound aria-hidden="true" />}
            >
              <ProfileForm key={user.id} user={user} />
            </ProfileSection>
            <ProfileSection
              id="change-email"
              title="Change E-mail"
              description="We'll send a link to the new address. It replaces the current one once you open it."
              icon={<Mail aria-hidden="true" />}
            >
              <ChangeEmailForm key={user.id} hasPassword={user.hasPassword} />
            </ProfileSection>
            <ProfileSection
              id="change-password"
              title="Change Password"
              description={user.hasPassword ? "Changing it signs you out on your other devices." : "Your account has no password yet."}
              icon={<Lock aria-hidden="true" />}
            >
              <ChangePasswordForm key={user.id} hasPassword={user.hasPassword} />
            </ProfileSection>
            <ProfileSection
              id="your-data"
              title="Your data"
              description="What we hold about you: download it, stop the newsletter, or delete your account."
              icon={<FileLock2 aria-hidden="true" />}
            >
              <YourData key={user.id} hasPassword={user.hasPassword} onAccountDeleted={leaveDeletedAccount} />
            </ProfileSection>
          </div>
          <ProfileSection id="account-details" title="Account Details" icon={<IdCard aria-hidden="true" />}>
            <AccountDetails user={user} />
          </ProfileSection>
        </div>
      )}
    </div>
  );
}

/** The account is gone and its session with it: a fresh page load at home forgets everything cached about it. */
function leaveDeletedAccount() {
  noticeAfterReload({ title: "Your account is deleted", description: "You are signed out. Thank you for shopping with us." });
  window.location.assign(paths.home.href());
}

function ProfileLoading() {
  return (
    <Card role="status" aria-busy="true" className="mt-6 grid gap-4 p-6">
      <span className="sr-only">Loading your profile...</span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10 w-32" />
    </Card>
  );
}
