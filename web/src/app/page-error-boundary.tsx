import { ToyBrick } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * Shown when a page crashes or its code cannot be loaded (for example after a new release replaced
 * the files): a plain message, a reload button and a way home, instead of a blank screen.
 */
function ErrorScreen() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <ToyBrick aria-hidden="true" className="size-12 text-primary-strong" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
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

/**
 * Catches a page that crashes in the browser, or whose code fails to load, and shows the screen above. (The
 * routes are rendered in React Router's declarative mode, which has no error elements of its own.) On the
 * server a page that throws is not rendered at all: the browser gets the app's frame and renders it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
