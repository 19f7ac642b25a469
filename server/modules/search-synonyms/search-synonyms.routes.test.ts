import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventBus } from "../../events/event-bus";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";
import { createSearchSynonymsService } from "./search-synonyms.service";

// The catalogue keeps lists for five minutes here: a changed group must show in searches at once all the same.
let ctx: TestContext;
let admin: string;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE_SECONDS: "300" });
  admin = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
  shop = await catalogueFixture(ctx.database.db);
});
afterAll(() => ctx?.close());

const URL = "/api/admin/search-synonyms";
const list = async () => (await ctx.app.inject({ url: URL, headers: { cookie: admin } })).json().groups as Array<{ id: number; terms: string[] }>;
const create = (terms: unknown) => ctx.app.inject({ method: "POST", url: URL, headers: { cookie: admin }, payload: { terms } });
const update = (id: number | string, terms: unknown) => ctx.app.inject({ method: "PUT", url: `${URL}/${id}`, headers: { cookie: admin }, payload: { terms } });
const remove = (id: number | string) => ctx.app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: { cookie: admin } });
const found = async (search: string) =>
  (await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent(search)}` })).json().products.map((product: { name: string }) => product.name) as string[];

describe("the back office's search synonyms", () => {
  it("lists every group by id, the shop's own first", async () => {
    const groups = await list();
    expect(groups[0]).toEqual({ id: expect.any(Number), terms: ["diaper", "diapers", "nappy", "nappies"] });
    expect(groups.map((group) => group.id)).toEqual([...groups.map((group) => group.id)].sort((a, b) => a - b));
    expect(groups.map((group) => group.terms)).toContainEqual(["sippy cup", "sipper", "sippers", "straw cup"]);
  });

  it("adds a group with its words trimmed, in lower case and each once", async () => {
    const response = await create([" Muslin ", "SWADDLE", "muslin", "Swaddle  Wrap"]);
    expect(response.statusCode, response.body).toBe(201);
    const { group } = response.json();
    expect(group).toEqual({ id: expect.any(Number), terms: ["muslin", "swaddle", "swaddle wrap"] });
    expect((await list()).at(-1)).toEqual(group);
  });

  it("refuses a group of fewer than two different words, or with a word it cannot take, at the field", async () => {
    const single = await create(["Teether", "teether "]);
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ code: "invalid_input", field: "terms", message: "terms: A synonym group needs at least two different words" });
    const odd = await create(["teether", "teething toy!"]);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ field: "terms.1", message: "terms.1: 'teething toy!' may only hold letters, digits, spaces and hyphens" });
    const extra = await ctx.app.inject({ method: "POST", url: URL, headers: { cookie: admin }, payload: { terms: ["teether", "teething ring"], id: 1 } });
    expect(extra.statusCode).toBe(400);
  });

  it("refuses a word already in another group, naming it, and writes nothing", async () => {
    const before = await list();
    const response = await create(["Nappy", "nappie", "langot"]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "duplicate", field: "terms", message: "'nappy' is already in another group" });
    expect(await list()).toEqual(before);
  });

  it("changes a group, which may keep its own words but not take another's", async () => {
    const { group } = (await create(["bib", "bibs"])).json();
    const changed = await update(group.id, ["bibs", "bib", "Burp Cloth"]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ group: { id: group.id, terms: ["bibs", "bib", "burp cloth"] } });

    const taking = await update(group.id, ["bib", "soother"]);
    expect(taking.statusCode).toBe(409);
    expect(taking.json()).toMatchObject({ code: "duplicate", field: "terms", message: "'soother' is already in another group" });
    expect((await list()).find((each) => each.id === group.id)).toEqual({ id: group.id, terms: ["bibs", "bib", "burp cloth"] });
  });

  it("deletes a group", async () => {
    const { group } = (await create(["rattle", "rattles", "jhunjhuna"])).json();
    const response = await remove(group.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await list()).map((each) => each.id)).not.toContain(group.id);
    expect((await remove(group.id)).statusCode).toBe(404);
  });

  it("answers 404 for a group that does not exist, 400 for an id that is not one", async () => {
    expect((await update(2_000_000, ["potty", "toilet trainer"])).json()).toEqual({ code: "not_found", message: "Synonym group not found" });
    expect((await update(2_000_000, ["potty", "toilet trainer"])).statusCode).toBe(404);
    expect((await remove(2_000_000)).statusCode).toBe(404);
    expect((await remove("abc")).statusCode).toBe(400);
    expect((await update(0, ["potty", "toilet trainer"])).statusCode).toBe(400);
  });

  it("is for administrators only", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    expect((await ctx.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: URL, headers: { cookie } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: URL, headers: { cookie }, payload: { terms: ["pram", "buggy"] } })).statusCode).toBe(403);
  });

  it("gives a word that several groups written at once want to one of them only", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => create([`swing ${index}`, "baby swing"])));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await list()).filter((group) => group.terms.includes("baby swing"))).toHaveLength(1);
  });
});

describe("searching with the synonyms", () => {
  it("finds the products of every word of a group as soon as it is added, changed or deleted", async () => {
    await shop.product({ name: "Organic Cotton Bodysuit" });
    await shop.product({ name: "Ribbed Knit Romper" });
    expect(await found("onesie")).toEqual([]);

    const { group } = (await create(["onesie", "bodysuit"])).json();
    expect(await found("onesie")).toEqual(["Organic Cotton Bodysuit"]);

    await update(group.id, ["onesie", "romper"]);
    expect(await found("onesie")).toEqual(["Ribbed Knit Romper"]);

    expect((await remove(group.id)).statusCode).toBe(204);
    expect(await found("onesie")).toEqual([]);
    expect(await found("bodysuit")).toEqual(["Organic Cotton Bodysuit"]);
  });

  it("finds a phrase of a group by its other words", async () => {
    await shop.product({ name: "Spill-proof Tumbler" });
    expect(await found("toddler cup")).toEqual([]);
    await create(["toddler cup", "tumbler"]);
    expect(await found("toddler cup")).toEqual(["Spill-proof Tumbler"]);
  });
});

describe("what the service announces", () => {
  it("tells the shop's processes of each change once committed, and nothing of a refused one", async () => {
    const events = createEventBus({ log: ctx.app.log });
    const heard: string[] = [];
    events.on("search.synonyms_changed", () => void heard.push("changed"));
    const service = createSearchSynonymsService(ctx.database.db, { events });

    const group = await service.create({ terms: ["night lamp", "nightlight"] });
    expect(heard.splice(0)).toEqual(["changed"]);
    await service.update(group.id, { terms: ["night lamp", "nightlight", "night light"] });
    expect(heard.splice(0)).toEqual(["changed"]);
    await expect(service.create({ terms: ["nightlight", "bedside lamp"] })).rejects.toMatchObject({ code: "duplicate" });
    await expect(service.update(2_000_000, { terms: ["lamp", "lantern"] })).rejects.toMatchObject({ code: "not_found" });
    await expect(service.remove(2_000_000)).rejects.toMatchObject({ code: "not_found" });
    expect(heard).toEqual([]);
    await service.remove(group.id);
    expect(heard.splice(0)).toEqual(["changed"]);
  });
});
