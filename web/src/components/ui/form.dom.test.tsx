// @vitest-environment jsdom
import { type RegisterInput, RegisterSchema } from "@shared/schemas/accounts";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useFieldArray } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { Field, Form, useShopForm } from "./form";
import { showServerErrors } from "./form-server-errors";

afterEach(cleanup);

const EMPTY = { firstName: "", lastName: "", email: "", phoneNumber: "", password: "" };
const LABELS = { firstName: "First Name", lastName: "Last Name", email: "Email", phoneNumber: "Phone Number", password: "Password" } as const;
type Name = keyof typeof LABELS;
const taken = new ApiError(409, "Conflict", '{"message":"An account with this email already exists","code":"duplicate","field":"email"}');

function SignUp({ onValid, serverError = taken, errors }: { onValid: (input: RegisterInput) => void; serverError?: unknown; errors?: Record<string, string> }) {
  const form = useShopForm({ schema: RegisterSchema, defaultValues: EMPTY, errors });
  return (
    <Form form={form} onValid={onValid}>
      {(Object.keys(LABELS) as Name[]).map((name) => (
        <Field key={name} name={name} id={`signup-${name}`} label={LABELS[name]} hint={name === "password" ? "At least 8 characters." : undefined}>
          {(control, field) => <input {...control} {...field} />}
        </Field>
      ))}
      <button type="submit">Create Account</button>
      <button type="button" onClick={() => showServerErrors(form, serverError)}>
        Show what the server said
      </button>
      <button type="button" onClick={() => showServerErrors(form, serverError, { focus: true })}>
        Show it and go there
      </button>
      <button type="button" onClick={() => form.reset()}>
        Start again
      </button>
    </Form>
  );
}

const input = (name: Name) => screen.getByRole<HTMLInputElement>("textbox", { name: LABELS[name] });
/** The message shown under a field, found as a screen reader finds it (the hint is left out). */
function messageOf(name: Name): string | null {
  const ids = input(name).getAttribute("aria-describedby")?.split(" ").filter((id) => id.endsWith("-error")) ?? [];
  return ids[0] ? (document.getElementById(ids[0])?.textContent ?? null) : null;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<Name, string>>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(input(name as Name));
    if (value) await user.type(input(name as Name), value);
  }
}

const valid = { firstName: " Asha ", lastName: "Verma", email: "asha@example.in", phoneNumber: "9876543210", password: "tiny-feet-2024" };

describe("the form primitive", () => {
  it("says nothing while the shopper types before the first submit", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await fill(user, { email: "nope", phoneNumber: "12ab" });
    expect((Object.keys(LABELS) as Name[]).map(messageOf)).toEqual([null, null, null, null, null]);
    expect(input("email").getAttribute("aria-invalid")).toBeNull();
  });

  it("on a refused submit marks each field invalid with the schema's message and focuses the first on the page", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    await fill(user, { firstName: "Asha", email: "nope", password: "short" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(onValid).not.toHaveBeenCalled();
    expect(messageOf("firstName")).toBeNull();
    expect(input("firstName").getAttribute("aria-invalid")).toBeNull();
    expect(messageOf("lastName")).toBe("Last name is required");
    expect(input("lastName").getAttribute("aria-invalid")).toBe("true");
    expect(messageOf("email")).toBe("Please enter a valid email address");
    expect(messageOf("phoneNumber")).toBe("Valid phone number is required");
    expect(messageOf("password")).toBe("Password must be at least 8 characters");
    expect(document.activeElement).toBe(input("lastName"));
  });

  it("describes a field by its hint until a message replaces it", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    expect(document.getElementById(input("password").getAttribute("aria-describedby") ?? "")?.textContent).toBe("At least 8 characters.");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(input("password").getAttribute("aria-describedby")).toBe("signup-password-error");
  });

  it("after a refused submit checks each change again", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(messageOf("phoneNumber")).toBe("Valid phone number is required");

    await user.type(input("phoneNumber"), "98765 4321x");
    await waitFor(() => expect(messageOf("phoneNumber")).toBe("Invalid phone number format"));
    await user.type(input("phoneNumber"), "{Backspace}");
    await waitFor(() => expect(messageOf("phoneNumber")).toBeNull());
    expect(messageOf("email")).toBe("Please enter a valid email address");
  });

  it("hands the parsed values to the submit handler when the schema accepts them", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ ...valid, firstName: "Asha" }, expect.anything());
  });

  it("puts the server's field error on its field, kept until that field is changed", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Show what the server said" }));
    expect(messageOf("email")).toBe("An account with this email already exists");
    expect(messageOf("password")).toBeNull();

    await user.type(input("password"), "!");
    expect(messageOf("email")).toBe("An account with this email already exists");
    await user.type(input("email"), "m");
    expect(messageOf("email")).toBeNull();
  });

  it("puts each issue of a 400 on its field and can focus the first", async () => {
    const user = userEvent.setup();
    const refused = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({
        message: "Validation failed",
        code: "validation",
        issues: [
          { path: "password", message: "Password must be at least 8 characters" },
          { path: "phoneNumber", message: "Invalid phone number format" },
          { path: "notAField", message: "Ignored" },
        ],
      }),
    );
    render(<SignUp onValid={vi.fn()} serverError={refused} />);
    await user.click(screen.getByRole("button", { name: "Show it and go there" }));
    expect(messageOf("phoneNumber")).toBe("Invalid phone number format");
    expect(messageOf("password")).toBe("Password must be at least 8 characters");
    expect(document.activeElement).toBe(input("phoneNumber"));
  });

  it("shows the messages it starts with (a plain form the server sent back)", () => {
    render(<SignUp onValid={vi.fn()} errors={{ email: "An account with this email already exists" }} />);
    expect(messageOf("email")).toBe("An account with this email already exists");
  });

  it("starts again empty, quiet until the next submit", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await fill(user, { email: "nope" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await user.click(screen.getByRole("button", { name: "Start again" }));

    expect(input("email").value).toBe("");
    expect(messageOf("email")).toBeNull();
    await user.type(input("email"), "still-nope");
    expect(messageOf("email")).toBeNull();
  });

  it("keeps what was typed into the server's HTML before the page was hydrated", async () => {
    const onValid = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SignUp onValid={onValid} />);
    document.body.append(container);
    // Typed (or filled by the browser) while the page's code was still on its way.
    container.querySelector<HTMLInputElement>("input[name=email]")!.value = "asha@example.in";
    container.querySelector<HTMLInputElement>("input[name=firstName]")!.value = "Asha";
    const root = await act(async () => hydrateRoot(container, <SignUp onValid={onValid} />));

    const user = userEvent.setup();
    await fill(user, { lastName: "Verma", phoneNumber: "9876543210", password: "tiny-feet-2024" });
    expect(input("email").value).toBe("asha@example.in");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ firstName: "Asha", email: "asha@example.in", lastName: "Verma" }), expect.anything());
    act(() => root.unmount());
    container.remove();
  });
});

const RowsSchema = z.object({
  lines: z.array(z.object({ product: z.string().trim().min(1, "Product is required"), quantity: z.string().regex(/^[1-9]\d*$/, "Quantity must be a whole number") })),
});
type Rows = z.input<typeof RowsSchema>;

function RowsForm({ onValid, serverError }: { onValid: (rows: Rows) => void; serverError?: unknown }) {
  const form = useShopForm({ schema: RowsSchema, defaultValues: { lines: [{ product: "Onesie", quantity: "1" }] } });
  const rows = useFieldArray({ control: form.control, name: "lines" });
  return (
    <Form form={form} onValid={onValid}>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id}>
          <Field name={`lines.${index}.product`} id={`line-${row.id}-product`} label={`Product ${index + 1}`}>
            {(control, field) => <input {...control} {...field} />}
          </Field>
          <Field name={`lines.${index}.quantity`} id={`line-${row.id}-quantity`} label={`Quantity ${index + 1}`}>
            {(control, field) => <input {...control} {...field} />}
          </Field>
          <button type="button" onClick={() => rows.remove(index)}>
            Remove line {index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => rows.append({ product: "", quantity: "" })}>
        Add line
      </button>
      <button type="button" onClick={() => showServerErrors(form, serverError, { focus: true })}>
        Show what the server said
      </button>
      <button type="submit">Save</button>
    </Form>
  );
}

const box = (label: string) => screen.getByRole<HTMLInputElement>("textbox", { name: label });
const messageUnder = (label: string) => {
  const id = box(label).getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe("rows of the form primitive", () => {
  it("adds and removes rows, checking each row's fields and sending what is left", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RowsForm onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "Add line" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(messageUnder("Product 2")).toBe("Product is required");
    expect(messageUnder("Quantity 2")).toBe("Quantity must be a whole number");
    expect(messageUnder("Quantity 1")).toBeNull();
    expect(document.activeElement).toBe(box("Product 2"));

    await user.type(box("Product 2"), "Bib");
    await user.type(box("Quantity 2"), "3");
    await user.click(screen.getByRole("button", { name: "Remove line 1" }));
    expect(screen.queryByRole("textbox", { name: "Product 2" })).toBeNull();
    expect(box("Product 1").value).toBe("Bib");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ lines: [{ product: "Bib", quantity: "3" }] }, expect.anything());
  });

  it("puts a server issue about one row on that row's field", async () => {
    const user = userEvent.setup();
    const refused = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ message: "Validation failed", code: "validation", issues: [{ path: "lines.1.quantity", message: "Only 2 left in stock" }] }),
    );
    render(<RowsForm onValid={vi.fn()} serverError={refused} />);
    await user.click(screen.getByRole("button", { name: "Add line" }));
    await user.click(screen.getByRole("button", { name: "Show what the server said" }));
    expect(messageUnder("Quantity 2")).toBe("Only 2 left in stock");
    expect(messageUnder("Quantity 1")).toBeNull();
    expect(document.activeElement).toBe(box("Quantity 2"));
  });
});
