import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test as base } from "@playwright/test";

/** The administrator the test server makes sure of at start-up (playwright.config.ts). */
export const admin = { email: "e2e-admin@kiddokart.test", password: "e2e-admin-password" };

let sequence = 0;
export function newCustomer() {
  sequence += 1;
  return {
    email: `e2e-${Date.now()}-${sequence}@kiddokart.test`,
    password: "little-steps-2024",
    firstName: "Ananya",
    lastName: "Kapoor",
    phoneNumber: "+91 98765 43210",
  };
}

/** Registers through the API (the sign-up screen has its own journey). */
export async function registerViaApi(request: APIRequestContext, customer = newCustomer()) {
  const response = await request.post("/api/register", { data: customer });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

/** Signs the page's browser context in through the API: its cookies are the browser's. */
export async function signInViaApi(page: Page, email: string, password: string) {
  const response = await page.request.post("/api/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Resolves once nothing on the page is moving, and has stayed so for two frames (something may start meanwhile). */
async function untilStill(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const moving = () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
        await Promise.all(moving().map((animation) => animation.finished.catch(() => undefined)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return moving().length;
      }),
    )
    .toBe(0);
}

/**
 * No serious or critical accessibility violation on the page as it is now, once what is moving has come to rest:
 * a toast fading in would otherwise be measured half transparent, as too little contrast. A check during which
 * something started moving (a toast shown once its code arrived, say) is not believed: it is made again.
 */
export async function expectAccessible(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await untilStill(page);
    await page.evaluate(() => {
      const watched = window as unknown as { startedMoving?: boolean };
      watched.startedMoving = false;
      const note = () => (watched.startedMoving = true);
      document.addEventListener("animationstart", note, { capture: true, once: true });
      document.addEventListener("transitionstart", note, { capture: true, once: true });
    });
    const results = await new AxeBuilder({ page }).analyze();
    const movedMeanwhile = await page.evaluate(() => (window as unknown as { startedMoving?: boolean }).startedMoving === true);
    if (movedMeanwhile && attempt < 3) continue;
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
    return;
  }
}

/** Holds back the answers for the app's scripts whose addresses match, so a shopper's tap comes before their code. */
export async function holdBack(page: Page, pattern: RegExp, ms = 1500) {
  await page.route((url) => url.pathname.startsWith("/assets/") && pattern.test(url.pathname), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Pages arrive rendered by the server and the app takes them over a moment later. A test types and
 * clicks only once it has (`<html data-app="ready">`), as a shopper's taps before then would do nothing.
 * The test's own `page` waits after each `goto`; a page of a context the test opens itself calls this.
 */
export async function waitForApp(page: Page) {
  await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
}

/** After each `goto` of one of the app's pages, waits until the app has taken it over. */
function waitForAppAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((await page.locator("#root").count()) > 0) await waitForApp(page);
    return response;
  };
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppAfterGoto(page);
    await use(page);
  },
});
export { expect };
