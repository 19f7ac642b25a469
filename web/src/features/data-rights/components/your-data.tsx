import { Download } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { NewsletterState } from "./newsletter-state";

interface YourDataProps {
  hasPassword: boolean;
  /** Called once the account is deleted: the page signs the shopper out of the app and leaves. */
  onAccountDeleted(): void;
}

/** My Profile's "Your data": what the shop holds and why, a copy of it, the newsletter, and deleting the account. */
export function YourData({ hasPassword, onAccountDeleted }: YourDataProps) {
  return (
    <div className="grid gap-6 text-sm">
      <p className="text-muted-foreground">
        We keep your details, addresses and orders to deliver what you buy and keep our accounts, and your e-mail address to send you order updates.
        Correct your details above at any time. Read more in our{" "}
        <Link to={paths.shopPage.href("privacy-notice")} className="font-medium text-primary-strong underline-offset-4 hover:underline">
          Privacy Notice
        </Link>
        .
      </p>

      <div className="grid gap-2">
        <h3 className="font-semibold">A copy of your data</h3>
        <p className="text-muted-foreground">Your profile, orders, reviews, wishlist, cart, newsletter and sign-ins, as a JSON file.</p>
        <div>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={paths.profileData} download>
              <Download aria-hidden="true" />
              Download your data
            </a>
          </Button>
        </div>
      </div>

      <div className="grid gap-2">
        <h3 className="font-semibold">Newsletter</h3>
        <NewsletterState />
      </div>

      <div className="grid gap-2 border-t border-border pt-5">
        <h3 className="font-semibold">Delete your account</h3>
        <p className="text-muted-foreground">
          We erase your personal data. Orders and tax invoices stay for our accounts, as GST law requires, without your name and contact details
          where the law allows.
        </p>
        <div>
          <DeleteAccountDialog hasPassword={hasPassword} onDeleted={onAccountDeleted} />
        </div>
      </div>
    </div>
  );
}
