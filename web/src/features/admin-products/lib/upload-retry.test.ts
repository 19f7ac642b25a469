import { describe, expect, it } from "vitest";
import { retryDelay, shouldRetryUpload, statusOfUploadError } from "./upload-retry";

describe("upload retries", () => {
  it("retries network failures, server errors, expired links, 409 and 429", () => {
    for (const status of [undefined, 0, 500, 503, 403, 409, 429]) expect(shouldRetryUpload(status)).toBe(true);
  });

  it("does not retry other client errors", () => {
    for (const status of [400, 401, 404, 413, 415]) expect(shouldRetryUpload(status)).toBe(false);
  });

  it("waits 0, 1, 3 and 5 seconds, then gives up", () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([0, 1000, 3000, 5000, null]);
  });

  it("finds the status on the error or its request", () => {
    expect(statusOfUploadError({ status: 403 })).toBe(403);
    expect(statusOfUploadError({ request: { status: 429 } })).toBe(429);
    expect(statusOfUploadError(new Error("boom"))).toBeUndefined();
  });
});
