// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function ProductTabs() {
  return (
    <Tabs defaultValue="description">
      <TabsList aria-label="About this product">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="specifications">Specifications</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="description">Soft cotton, machine washable.</TabsContent>
      <TabsContent value="specifications">Age: 0-6 months</TabsContent>
      <TabsContent value="reviews">No reviews yet.</TabsContent>
    </Tabs>
  );
}

const selected = () => screen.getAllByRole("tab").filter((tab) => tab.getAttribute("aria-selected") === "true");

describe("Tabs", () => {
  it("shows the default tab's panel, labelled by its tab, and makes only that tab a tab stop", () => {
    render(<ProductTabs />);
    const description = screen.getByRole("tab", { name: "Description" });
    expect(selected()).toEqual([description]);
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Soft cotton, machine washable.");
    expect(panel.getAttribute("aria-labelledby")).toBe(description.id);
    expect(description.getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.queryByText("Age: 0-6 months")).toBeNull();
  });

  it("shows another tab's panel when it is clicked", async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(screen.getByRole("tab", { name: "Reviews" }));
    expect(selected().map((tab) => tab.textContent)).toEqual(["Reviews"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("No reviews yet.");
  });

  it("moves with the arrow keys, wrapping round, and jumps with Home and End", async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Description" }));

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Specifications" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Age: 0-6 months");

    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Reviews" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("No reviews yet.");

    await user.keyboard("{Home}");
    expect(selected().map((tab) => tab.textContent)).toEqual(["Description"]);
    await user.keyboard("{End}");
    expect(selected().map((tab) => tab.textContent)).toEqual(["Reviews"]);
  });

  it("leaves the tab from the panel with Tab, as one tab stop", async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
  });

  it("refuses a tab used outside <Tabs>", () => {
    expect(() => render(<TabsTrigger value="lonely">Lonely</TabsTrigger>)).toThrow("Tabs parts must be placed inside <Tabs>");
  });
});
