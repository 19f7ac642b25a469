// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { UnsavedChangesDialog } from "@/components/unsaved-changes-dialog";
import { useUnsavedChanges } from "./use-unsaved-changes";

function Editor() {
  const [text, setText] = useState("Saved text");
  const [other, setOther] = useState(false);
  const unsaved = useUnsavedChanges(text !== "Saved text");
  return (
    <>
      <textarea aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/admin/orders">Orders</Link>
      <a href="https://help.invalid/">Help elsewhere</a>
      <button type="button" onClick={() => unsaved.confirmLeaving(() => setOther(true))}>
        Another page
      </button>
      {other ? <p>Switched</p> : null}
      <UnsavedChangesDialog open={unsaved.asking} onKeepEditing={unsaved.keepEditing} onLeave={unsaved.leave} />
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter([
    { path: "/admin/settings/pages", element: <Editor /> },
    { path: "/admin/orders", element: <h1>Orders page</h1> },
  ], { initialEntries: ["/admin/settings/pages"] });
  render(<RouterProvider router={router} />);
  return router;
}

const text = () => screen.getByRole("textbox", { name: "Text" }) as HTMLTextAreaElement;
const question = () => screen.queryByRole("dialog", { name: "Leave without saving?" });
const unload = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(cleanup);

describe("useUnsavedChanges", () => {
  it("with nothing changed, a link is followed and the tab closes without a question", () => {
    const router = renderEditor();
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole("link", { name: "Orders" }));
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe("/admin/orders");
  });

  it("with changes, a link asks first; keeping editing keeps the text and the address", () => {
    const router = renderEditor();
    fireEvent.change(text(), { target: { value: "Half-written answer" } });
    fireEvent.click(screen.getByRole("link", { name: "Orders" }));

    expect(question()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep editing" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));

    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe("/admin/settings/pages");
    expect(text().value).toBe("Half-written answer");
  });

  it("with changes, leaving without saving follows the link clicked", () => {
    const router = renderEditor();
    fireEvent.change(text(), { target: { value: "Half-written answer" } });
    fireEvent.click(screen.getByRole("link", { name: "Orders" }));
    fireEvent.click(screen.getByRole("button", { name: "Leave without saving" }));

    expect(router.state.location.pathname).toBe("/admin/orders");
    expect(screen.getByRole("heading", { name: "Orders page" })).toBeTruthy();
  });

  it("with changes, the editor's own actions wait for the answer, and the tab asks before closing", () => {
    renderEditor();
    fireEvent.change(text(), { target: { value: "Half-written answer" } });
    expect(unload()).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Another page" }));
    expect(screen.queryByText("Switched")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Leave without saving" }));
    expect(screen.getByText("Switched")).toBeTruthy();
  });

  it("a link to another site is left to the browser's own question", () => {
    renderEditor();
    fireEvent.change(text(), { target: { value: "Half-written answer" } });
    fireEvent.click(screen.getByRole("link", { name: "Help elsewhere" }));
    expect(question()).toBeNull();
  });
});
