import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { serverFieldErrors } from "./form-server-errors";

const values = { email: "", password: "", phoneNumber: "" };
const refused = (status: number, body: object) => new ApiError(status, "Refused", JSON.stringify(body));

describe("serverFieldErrors", () => {
  it("reads the field a conflict names", () => {
    const error = refused(409, { message: "An account with this email already exists", code: "duplicate", field: "email" });
    expect(serverFieldErrors(error, values)).toEqual({ email: "An account with this email already exists" });
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
    expect(serverFieldErrors(refused(400, body), values)).toEqual({ phoneNumber: "Invalid phone number format" });
  });

  it("puts an issue about one row on that row's field, and one about a part the form has not on the whole field", () => {
    const rows = { lines: [{ quantity: "1" }, { quantity: "5" }], areas: "744\nLakshadweeep" };
    const body = {
      message: "Invalid",
      code: "validation_error",
      issues: [
        { path: "lines.1.quantity", message: "Only 2 left in stock" },
        { path: "areas.1.state", message: "Choose a state or union territory" },
      ],
    };
    expect(serverFieldErrors(refused(400, body), rows)).toEqual({ "lines.1.quantity": "Only 2 left in stock", areas: "Choose a state or union territory" });
  });

  it("reads a field the server calls otherwise under the form's name for it", () => {
    const error = refused(409, { message: "That image is not ours", code: "invalid_input", field: "imageUrl" });
    expect(serverFieldErrors(error, { images: [] }, { imageUrl: "images" })).toEqual({ images: "That image is not ours" });
  });

  it("finds nothing in other failures", () => {
    expect(serverFieldErrors(new ApiError(500, "Internal Server Error", ""), values)).toEqual({});
    expect(serverFieldErrors(new TypeError("fetch failed"), values)).toEqual({});
  });
});
