import { describe, expect, it } from "vitest";
import { needsProfileCompletion, profileCompletionRedirect } from "./profile-completion";

const complete = { firstName: "Ananya", lastName: "Kapoor", phoneNumber: "+91 98765 43210" };

describe("needsProfileCompletion", () => {
  it("asks a user with no phone number who lacks a first or last name", () => {
    expect(needsProfileCompletion({ firstName: "Admin", lastName: null, phoneNumber: null })).toBe(true);
    expect(needsProfileCompletion({ firstName: null, lastName: "Kapoor", phoneNumber: "" })).toBe(true);
    expect(needsProfileCompletion({ firstName: "  ", lastName: "Kapoor", phoneNumber: "   " })).toBe(true);
  });

  it("leaves alone a user with a phone number, or with both names", () => {
    expect(needsProfileCompletion(complete)).toBe(false);
    expect(needsProfileCompletion({ firstName: null, lastName: null, phoneNumber: "9876543210" })).toBe(false);
    expect(needsProfileCompletion({ firstName: "Priya", lastName: "Nair", phoneNumber: null })).toBe(false);
  });

  it("never holds an administrator, such as the one created at start-up with only a first name", () => {
    expect(needsProfileCompletion({ firstName: "Admin", lastName: null, phoneNumber: null, isAdmin: true })).toBe(false);
    expect(profileCompletionRedirect({ firstName: "Admin", lastName: null, phoneNumber: null, isAdmin: true }, { pathname: "/", search: "" })).toBeNull();
  });
});

describe("profileCompletionRedirect", () => {
  const incomplete = { firstName: null, lastName: null, phoneNumber: null };

  it("sends an incomplete profile to the complete-profile screen, remembering the page", () => {
    expect(profileCompletionRedirect(incomplete, { pathname: "/products", search: "?category=toys" })).toBe(
      "/profile-setup?returnUrl=%2Fproducts%3Fcategory%3Dtoys",
    );
    expect(profileCompletionRedirect(incomplete, { pathname: "/", search: "" })).toBe("/profile-setup?returnUrl=%2F");
  });

  it("shows the page to visitors and to complete profiles", () => {
    expect(profileCompletionRedirect(null, { pathname: "/cart", search: "" })).toBeNull();
    expect(profileCompletionRedirect(complete, { pathname: "/cart", search: "" })).toBeNull();
  });

  it("does not redirect the complete-profile screen itself, nor the back office", () => {
    expect(profileCompletionRedirect(incomplete, { pathname: "/profile-setup", search: "?returnUrl=%2F" })).toBeNull();
    expect(profileCompletionRedirect(incomplete, { pathname: "/admin", search: "" })).toBeNull();
    expect(profileCompletionRedirect(incomplete, { pathname: "/admin/products", search: "" })).toBeNull();
    expect(profileCompletionRedirect(incomplete, { pathname: "/administrator", search: "" })).not.toBeNull();
  });
});
