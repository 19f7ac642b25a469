import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** The landing page's closing call: join, sign in, or just look around. */
export function JoinInvitation() {
  return (
    <section aria-labelledby="landing-join" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl bg-primary-strong px-6 py-10 text-center text-white shadow-lg sm:px-10 sm:py-14">
        <h2 id="landing-join" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Join 50,000+ happy parents
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/90">
          Create a free account to save your favourites, check out faster and track every order.
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-primary-strong hover:bg-primary-soft">
            <Link to={paths.signup.href()}>Join Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10">
            <Link to={paths.signin.href()}>Sign In to Shop</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-white underline-offset-4 hover:bg-white/10 hover:underline">
            <Link to={paths.products.href()}>Browse as Guest</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
