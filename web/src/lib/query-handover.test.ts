import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";
import { handOverQueries, takeOverQueries } from "./query-handover";

const notFound = new ApiError(404, "Not Found", JSON.stringify({ message: "Product not found", code: "not_found" }));

async function serverCache() {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({ queryKey: ["answer"], queryFn: () => ({ name: "Bottle" }) });
  await queryClient.prefetchQuery({ queryKey: ["missing"], queryFn: () => Promise.reject(notFound) });
  await queryClient.prefetchQuery({ queryKey: ["broken"], queryFn: () => Promise.reject(new ApiError(500, "Internal Server Error", "")) });
  return queryClient;
}

describe("handing the server's queries to the browser", () => {
  it("hands over answers and not-found errors as plain JSON without times, so the same page is the same HTML", async () => {
    const first = JSON.stringify(handOverQueries(await serverCache()));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(JSON.stringify(handOverQueries(await serverCache()))).toBe(first);
    const keys = (JSON.parse(first) as { queries: Array<{ queryKey: string[] }> }).queries.map((query) => query.queryKey[0]);
    expect(keys.sort()).toEqual(["answer", "missing"]);
  });

  it("gives the browser the answers dated now and the not-found errors as ApiErrors again", async () => {
    const handedOver = JSON.parse(JSON.stringify(handOverQueries(await serverCache())));
    const browser = createQueryClient();
    takeOverQueries(browser, handedOver, 1_000_000);
    expect(browser.getQueryData(["answer"])).toEqual({ name: "Bottle" });
    expect(browser.getQueryState(["answer"])?.dataUpdatedAt).toBe(1_000_000);
    const error = browser.getQueryState(["missing"])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe("Product not found");
    expect(browser.getQueryState(["broken"])).toBeUndefined();
  });
});
