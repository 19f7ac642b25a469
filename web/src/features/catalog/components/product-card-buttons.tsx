import { ShoppingBag, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSignInHref } from "@/lib/use-sign-in-href";

interface ProductCardButtonsProps {
  isSignedIn: boolean;
  inStock: boolean;
  onAddToCart?: () => Promise<unknown>;
  onBuyNow?: () => Promise<unknown>;
  /** The id of the product's name, so each button is announced with it. */
  describedBy?: string;
  /** A product sold in a choice of options (Size…): one link to its page, to choose there, instead of the buttons. */
  chooseHref?: string;
}

type Pending = "add" | "buy" | null;

const buttonClass = "h-9 w-full px-3 text-xs";

/**
 * Add to Cart and Buy Now on a product card. Visitors get 'Sign In to Add' and 'Sign In to Buy' (to the
 * sign-in page, and back here after); a sold-out product has both disabled. Side by side when the card is wide enough.
 */
export function ProductCardButtons({ isSignedIn, inStock, onAddToCart, onBuyNow, describedBy, chooseHref }: ProductCardButtonsProps) {
  const [pending, setPending] = useState<Pending>(null);
  const signInHref = useSignInHref();

  async function run(kind: Exclude<Pending, null>, action?: () => Promise<unknown>) {
    if (!action || pending) return;
    setPending(kind);
    try {
      await action();
    } finally {
      setPending(null);
    }
  }

  const addLabel = isSignedIn ? (pending === "add" ? "Adding..." : "Add to Cart") : "Sign In to Add";
  const buyLabel = isSignedIn ? (pending === "buy" ? "Buying..." : "Buy Now") : "Sign In to Buy";
  const addIcon = <ShoppingCart aria-hidden="true" />;
  const buyIcon = <ShoppingBag aria-hidden="true" />;

  if (chooseHref && inStock) {
    return (
      <Button asChild variant="outline" className={buttonClass}>
        <Link to={chooseHref} aria-describedby={describedBy}>
          Choose Options
        </Link>
      </Button>
    );
  }
  return (
    <div className="grid gap-2 @[16rem]:grid-cols-2">
      {!isSignedIn && inStock ? (
        <>
          <Button asChild className={buttonClass}>
            <Link to={signInHref} aria-describedby={describedBy}>
              {addIcon}
              {addLabel}
            </Link>
          </Button>
          <Button asChild variant="secondary" className={buttonClass}>
            <Link to={signInHref} aria-describedby={describedBy}>
              {buyIcon}
              {buyLabel}
            </Link>
          </Button>
        </>
      ) : (
        <>
          <Button aria-describedby={describedBy} className={buttonClass} disabled={!inStock || pending !== null} onClick={() => run("add", onAddToCart)}>
            {addIcon}
            {addLabel}
          </Button>
          <Button aria-describedby={describedBy} variant="secondary" className={buttonClass} disabled={!inStock || pending !== null} onClick={() => run("buy", onBuyNow)}>
            {buyIcon}
            {buyLabel}
          </Button>
        </>
      )}
    </div>
  );
}
