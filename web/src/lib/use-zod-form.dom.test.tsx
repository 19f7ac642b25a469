// @vitest-environment jsdom
import { type RegisterInput, RegisterSchema } from "@shared/schemas/accounts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { useZodForm } from "./use-zod-form";

afterEach(cleanup);

const EMPTY = { firstName: "", lastName: "", email: "", phoneNumber: "", password: "" };
const LABELS = { firstName: "First Name", lastName: "Last Name", email: "Email", phoneNumber: "Phone Number", password: "Password" } as const;
const taken = new ApiError(409, "Conflict", '{"message":"An account with this email already exists","code":"duplicate","field":"email"}');

function SignUp({ onValid, serverError = taken }: { onValid: (input: RegisterInput) => void; serverError?: unknown }) {
  const form = useZodForm(RegisterSchema, EMPTY);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((name) => (
        <div key={name}>
          <label>
            {LABELS[name]}
            <input {...form.field(name)} aria-describedby={form.errors[name] ? `${name}-error` : undefined} />
          </label>
          {form.errors[name] ? <p id={`${name}-error`}>{form.errors[name]}</p> : null}
        </div>
      ))}
      <button type="submit">Create Account</button>
      <button type="button" onClick={() => form.setFieldError("email", "An account with this email already exists")}>
        Say the e-mail is taken
      </button>
      <button type="button" onClick={() => form.showServerErrors(serverError)}>
        Show what the server said
      </button>
      <button type="button" onClick={() => form.reset()}>
        Start again
      </button>
    </form>
  );
}

const input = (name: keyof typeof LABELS) => screen.getByRole<HTMLInputElement>("textbox", { name: LABELS[name] });
/** The message shown under a field, found as a screen reader finds it. */
function messageOf(name: keyof typeof LABELS): string | null {
  const id = input(name).getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(input(name as keyof typeof LABELS));
    if (value) await user.type(input(name as keyof typeof LABELS), value);
  }
}

const valid = { firstName: " Asha ", lastName: "Verma", email: "asha@example.in", phoneNumber: "9876543210", password: "tiny-feet-2024" };

describe("useZodForm", () => {
  it("says nothing while the shopper types before the first submit", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await fill(user, { email: "nope", phoneNumber: "12ab" });
    expect(Object.keys(LABELS).map((name) => messageOf(name as keyof typeof LABELS))).toEqual([null, null, null, null, null]);
  });

  it("on a refused submit shows the schema's message under each field and puts the focus on the first", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    await fill(user, { firstName: "Asha", email: "nope", password: "short" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(onValid).not.toHaveBeenCalled();
    expect(messageOf("firstName")).toBeNull();
    expect(messageOf("lastName")).toBe("Last name is required");
    expect(messageOf("email")).toBe("Please enter a valid email address");
    expect(messageOf("phoneNumber")).toBe("Valid phone number is required");
    expect(messageOf("password")).toBe("Password must be at least 8 characters");
    expect(document.activeElement).toBe(input("lastName"));
  });

  it("after a refused submit checks each change again", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(messageOf("phoneNumber")).toBe("Valid phone number is required");

    await user.type(input("phoneNumber"), "98765 4321x");
    expect(messageOf("phoneNumber")).toBe("Invalid phone number format");
    await user.type(input("phoneNumber"), "{Backspace}");
    expect(messageOf("phoneNumber")).toBeNull();
    expect(messageOf("email")).toBe("Please enter a valid email address");
  });

  it("hands the parsed values to the submit handler when the schema accepts them", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ ...valid, firstName: "Asha" });
  });

  it("shows a server's message under its field until that field is changed", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Say the e-mail is taken" }));
    expect(messageOf("email")).toBe("An account with this email already exists");

    await user.type(input("password"), "!");
    expect(messageOf("email")).toBe("An account with this email already exists");
    await user.type(input("email"), "m");
    expect(messageOf("email")).toBeNull();
  });

  it("shows under each field what a refused call said about it", async () => {
    const user = userEvent.setup();
    render(<SignUp onValid={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Show what the server said" }));
    expect(messageOf("email")).toBe("An account with this email already exists");
    expect(messageOf("password")).toBeNull();
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
});
