import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * Shown when a page crashes or its code cannot be loaded (for example after a new release replaced
 * the files): a plain message, a reload button and a way home, instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (import.meta.env.DEV) console.error(error);

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-5xl" aria-hidden="true">
        🧸
      </p>
      <h1 className="text-2xl font-bold">{status ? `Error ${status}` : "Something went wrong"}</h1>
      <p className="text-muted-foreground">Sorry, this page could not be shown. Please reload it, or go back to the home page.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.href()} reloadDocument>
            Go to home page
          </Link>
        </Button>
      </div>
    </main>
  );
}
