import { RegisterSchema } from "@shared/schemas/accounts";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { fieldErrorsOf, serverFieldErrors } from "./use-zod-form";

describe("fieldErrorsOf", () => {
  it("keeps the first message of each refused field", () => {
    const result = RegisterSchema.safeParse({ email: "nope", password: "short", firstName: "", lastName: "Kapoor", phoneNumber: "12ab" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
      phoneNumber: "Valid phone number is required",
    });
  });

  it("shows the control-character message under the field that holds one", () => {
    const result = RegisterSchema.safeParse({ email: "asha@example.in", password: "tiny-feet-2024", firstName: "As\u0000ha", lastName: "Verma", phoneNumber: "9876543210" });
    expect(fieldErrorsOf(result.error!.issues)).toEqual({ firstName: "Must not contain control characters" });
  });
});

describe("serverFieldErrors", () => {
  const fields = ["email", "password", "phoneNumber"];

  it("reads the field a conflict names", () => {
    const error = new ApiError(409, "Conflict", '{"message":"An account with this email already exists","code":"duplicate","field":"email"}');
    expect(serverFieldErrors(error, fields)).toEqual({ email: "An account with this email already exists" });
  });

  it("reads each issue of a refused body, ignoring fields the form does not have", () => {
    const body = {
      message: "Invalid phone number format",
      code: "invalid_input",
      field: "phoneNumber",
      issues: [
        { path: "phoneNumber", message: "Invalid phone number format" },
        { path: "isAdmin", message: "Unrecognized key" },
      ],
    };
    expect(serverFieldErrors(new ApiError(400, "Bad Request", JSON.stringify(body)), fields)).toEqual({ phoneNumber: "Invalid phone number format" });
  });

  it("finds nothing in other failures", () => {
    expect(serverFieldErrors(new ApiError(500, "Internal Server Error", ""), fields)).toEqual({});
    expect(serverFieldErrors(new TypeError("fetch failed"), fields)).toEqual({});
  });
});
