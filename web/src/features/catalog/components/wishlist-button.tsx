import { Heart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { useSignInHref } from "@/lib/use-sign-in-href";
import { cn } from "@/lib/cn";

interface WishlistButtonProps {
  productName: string;
  isSignedIn: boolean;
  /** Whether the heart starts filled (unfilled unless the caller knows better). */
  initialInWishlist?: boolean;
  /** Adds or removes; resolves true on success, and only then the heart flips. */
  onToggle?: (isInWishlist: boolean) => Promise<boolean>;
  className?: string;
}

const heartButton = "size-9 rounded-full bg-card/95 text-foreground shadow-sm ring-1 ring-border hover:bg-card hover:text-primary";

function SignInHeart({ productName, className }: { productName: string; className?: string }) {
  return (
    <Link
      to={useSignInHref()}
      aria-label={`Sign in to add ${productName} to your wishlist`}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), heartButton, className)}
    >
      <Heart aria-hidden="true" />
    </Link>
  );
}

/** The heart of a product card: for visitors a link to sign in, for shoppers a toggle. */
export function WishlistButton({ productName, isSignedIn, initialInWishlist = false, onToggle, className }: WishlistButtonProps) {
  const [inWishlist, setInWishlist] = useState(initialInWishlist);
  const [pending, setPending] = useState(false);

  if (!isSignedIn) return <SignInHeart productName={productName} className={className} />;

  async function toggle() {
    if (!onToggle || pending) return;
    setPending(true);
    const succeeded = await onToggle(inWishlist);
    setPending(false);
    if (succeeded) setInWishlist(!inWishlist);
  }

  return (
    <button
      type="button"
      aria-label={inWishlist ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      aria-pressed={inWishlist}
      aria-busy={pending || undefined}
      onClick={toggle}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), heartButton, inWishlist && "text-primary", className)}
    >
      <Heart aria-hidden="true" className={cn(inWishlist && "fill-current")} />
    </button>
  );
}
