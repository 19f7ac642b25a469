// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts, toast } from "@/components/ui/use-toast";
import { AppProviders } from "./providers";

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

describe("the app's toast area", () => {
  it("is not on the page until the first toast, which it then shows", async () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>Page</p>
      </AppProviders>,
    );
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();
    act(() => {
      toast({ title: "Added to Cart" });
    });
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Added to Cart");
    expect(screen.getByRole("region", { name: "Notifications" }).parentElement).toBe(document.body);
  });
});
