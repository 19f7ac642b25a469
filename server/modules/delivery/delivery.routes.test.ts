import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { deliveryZones } from "../../db/schema/delivery";
import { quickCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: string;
let customer: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
  customer = (await quickCustomer(ctx.database.db)).cookie;
});
afterAll(() => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

const ZONES = "/api/admin/delivery/zones";
const HOLIDAYS = "/api/admin/delivery/holidays";
const check = (pincode: string) =>
  ctx.app.inject({
    url: `/api/delivery/check?pincode=${encodeURIComponent(pincode)}`,
  });
const createZone = (payload: object, cookie = admin) =>
  ctx.app.inject({ method: "POST", url: ZONES, headers: { cookie }, payload });
const updateZone = (id: number | string, payload: object) =>
  ctx.app.inject({
    method: "PUT",
    url: `${ZONES}/${id}`,
    headers: { cookie: admin },
    payload,
  });
const deleteZone = (id: number | string) =>
  ctx.app.inject({
    method: "DELETE",
    url: `${ZONES}/${id}`,
    headers: { cookie: admin },
  });
const listZones = async () =>
  (await ctx.app.inject({ url: ZONES, headers: { cookie: admin } })).json()
    .zones as Array<{ id: number; name: string }>;
const addHoliday = (day: string, name: string) =>
  ctx.app.inject({
    method: "POST",
    url: HOLIDAYS,
    headers: { cookie: admin },
    payload: { day, name },
  });
const zone = (name: string, areas: object[], terms: object = {}) => ({
  name,
  minDays: 4,
  maxDays: 6,
  codAllowed: true,
  extraCharge: "0",
  areas,
  ...terms,
});

/** Checks the promise as it is given at `at` (only the clock is faked: the database and timers run as ever). */
async function checkAt(at: string, pincode: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
  try {
    return await check(pincode);
  } finally {
    vi.useRealTimers();
  }
}

describe("checking delivery by PIN code", () => {
  it("delivers everywhere in 3 to 5 working days with cash on delivery while the shop has no zone at all", async () => {
    const response = await check("990001");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      pincode: "990001",
      deliverable: true,
      zone: "All of India",
      minDays: 3,
      maxDays: 5,
      deliveryFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      deliveryBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      codAvailable: true,
      extraCharge: "0.00",
    });
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(
        String(response.headers["cache-control"]),
      )?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
  });

  it("refuses a PIN code that is not six digits, the first not 0, naming the field", async () => {
    for (const pincode of [
      "30200",
      "3020011",
      "030201",
      "30 201",
      "abcdef",
      "",
    ]) {
      const response = await check(pincode);
      expect(response.statusCode, pincode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "invalid_input",
        field: "pincode",
      });
    }
    expect(
      (await ctx.app.inject({ url: "/api/delivery/check" })).statusCode,
    ).toBe(400);
  });

  it("answers each zone's promise once zones exist (at once, though the empty list was read before), and nothing elsewhere", async () => {
    expect(
      (
        await createZone(
          zone("Rest of India", [{ from: "110001", to: "899999" }]),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await createZone(
          zone("Rajasthan", [{ state: "Rajasthan" }], {
            minDays: 2,
            maxDays: 3,
          }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await createZone(
          zone("Jaipur", [{ prefix: "302" }], { minDays: 1, maxDays: 2 }),
        )
      ).statusCode,
    ).toBe(201);
    const islands = await createZone(
      zone("Islands", [{ state: "Andaman and Nicobar Islands" }], {
        minDays: 6,
        maxDays: 8,
        codAllowed: false,
        extraCharge: "99",
      }),
    );
    expect(islands.statusCode, islands.body).toBe(201);

    expect((await check("302001")).json()).toMatchObject({
      deliverable: true,
      zone: "Jaipur",
      minDays: 1,
      maxDays: 2,
      codAvailable: true,
      extraCharge: "0.00",
    });
    expect((await check("305001")).json()).toMatchObject({
      zone: "Rajasthan",
      minDays: 2,
      maxDays: 3,
    });
    expect((await check("560025")).json()).toMatchObject({
      zone: "Rest of India",
      minDays: 4,
      maxDays: 6,
    });
    expect((await check("744101")).json()).toMatchObject({
      deliverable: true,
      zone: "Islands",
      codAvailable: false,
      extraCharge: "99.00",
    });
    const nowhere = await check("990001");
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.json()).toEqual({ pincode: "990001", deliverable: false });
  });

  it("keeps the zones in memory: a row written behind the shop's back is not read until the back office changes something", async () => {
    await ctx.database.db
      .insert(deliveryZones)
      .values({ name: "Written by hand", minDays: 9, maxDays: 9 });
    expect((await check("302001")).json()).toMatchObject({ zone: "Jaipur" });
    const [hand] = (await listZones()).filter(
      (each) => each.name === "Written by hand",
    );
    expect((await deleteZone(hand!.id)).statusCode).toBe(204);
  });

  it("counts working days from today before 2 pm in India, skipping Sundays and the listed holidays", async () => {
    // Thursday 26 Nov 2026, 11 am in India: Jaipur's 1 to 2 working days are Friday to Saturday.
    expect(
      (await checkAt("2026-11-26T11:00:00+05:30", "302001")).json(),
    ).toMatchObject({ deliveryFrom: "2026-11-27", deliveryBy: "2026-11-28" });
    // From 2 pm the order leaves on Friday: Saturday, then Monday (Sunday is skipped).
    expect(
      (await checkAt("2026-11-26T14:30:00+05:30", "302001")).json(),
    ).toMatchObject({ deliveryFrom: "2026-11-28", deliveryBy: "2026-11-30" });

    expect(
      (await addHoliday("2026-11-27", "Guru Nanak Jayanti")).statusCode,
    ).toBe(201);
    // Friday is now a holiday: Saturday, then Monday.
    expect(
      (await checkAt("2026-11-26T11:00:00+05:30", "302001")).json(),
    ).toMatchObject({ deliveryFrom: "2026-11-28", deliveryBy: "2026-11-30" });
    // Asked on the holiday itself, the order leaves on Saturday.
    expect(
      (await checkAt("2026-11-27T09:00:00+05:30", "302001")).json(),
    ).toMatchObject({ deliveryFrom: "2026-11-30", deliveryBy: "2026-12-01" });
  });

  it("lets browsers keep the answer five minutes at most, and never past the 2 pm cut-off", async () => {
    expect(
      (await checkAt("2026-11-26T10:00:00+05:30", "302001")).headers[
        "cache-control"
      ],
    ).toBe("public, max-age=300");
    expect(
      (await checkAt("2026-11-26T13:59:00+05:30", "302001")).headers[
        "cache-control"
      ],
    ).toBe("public, max-age=60");
  });
});

describe("the back office's delivery zones", () => {
  it("lists the zones with their areas, a prefix kept as its range of PIN codes", async () => {
    const zones = (
      await ctx.app.inject({ url: ZONES, headers: { cookie: admin } })
    ).json().zones;
    expect(
      zones.find((each: { name: string }) => each.name === "Jaipur"),
    ).toEqual({
      id: expect.any(Number),
      name: "Jaipur",
      minDays: 1,
      maxDays: 2,
      codAllowed: true,
      extraCharge: "0.00",
      areas: [{ from: "302000", to: "302999" }],
    });
    expect(
      zones.find((each: { name: string }) => each.name === "Islands"),
    ).toMatchObject({
      codAllowed: false,
      extraCharge: "99.00",
      areas: [{ state: "Andaman and Nicobar Islands" }],
    });
  });

  it("changes a zone, its areas replaced, and the check follows at once", async () => {
    const { zone: created } = (
      await createZone(zone("Kerala", [{ state: "Kerala" }]))
    ).json();
    const response = await updateZone(
      created.id,
      zone(
        "Kerala and Lakshadweep",
        [{ state: "Kerala" }, { prefix: "68255" }, { state: "Kerala" }],
        { minDays: 5, maxDays: 7, extraCharge: 49.5 },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().zone).toMatchObject({
      name: "Kerala and Lakshadweep",
      minDays: 5,
      maxDays: 7,
      extraCharge: "49.50",
      areas: [{ state: "Kerala" }, { from: "682550", to: "682559" }],
    });
    expect((await check("682555")).json()).toMatchObject({
      zone: "Kerala and Lakshadweep",
      extraCharge: "49.50",
    });
    expect((await deleteZone(created.id)).statusCode).toBe(204);
    expect((await check("682555")).json()).toMatchObject({
      zone: "Rest of India",
    });
    expect((await deleteZone(created.id)).statusCode).toBe(404);
    expect(
      (await updateZone(created.id, zone("Gone", [{ state: "Kerala" }])))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a zone it cannot keep with 400 naming the field, and writes nothing", async () => {
    const before = await listZones();
    const cases: Array<[object, string]> = [
      [zone("", [{ state: "Kerala" }]), "name"],
      [
        zone("Slow", [{ state: "Kerala" }], { minDays: 5, maxDays: 3 }),
        "maxDays",
      ],
      [zone("Slow", [{ state: "Kerala" }], { maxDays: 61 }), "maxDays"],
      [zone("Nowhere", []), "areas"],
      [zone("Odd", [{ prefix: "0" }]), "areas.0.prefix"],
      [zone("Odd", [{ prefix: "10" }]), "areas.0"],
      [zone("Odd", [{ from: "302999", to: "302000" }]), "areas.0.to"],
      [zone("Odd", [{ state: "Atlantis" }]), "areas.0.state"],
      [
        zone("Odd", [{ state: "Kerala" }], { extraCharge: "-5" }),
        "extraCharge",
      ],
      [{ ...zone("Odd", [{ state: "Kerala" }]), colour: "red" }, ""],
    ];
    for (const [payload, field] of cases) {
      const response = await createZone(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (field)
        expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect(await listZones()).toEqual(before);
  });

  it("refuses a second zone of the same name, in any case", async () => {
    const response = await createZone(zone("JAIPUR", [{ prefix: "303" }]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "duplicate",
      field: "name",
      message: "There is already a zone called JAIPUR",
    });
    const [jaipur] = (await listZones()).filter(
      (each) => each.name === "Jaipur",
    );
    expect(
      (
        await updateZone(
          jaipur!.id,
          zone("Jaipur", [{ prefix: "302" }], { minDays: 1, maxDays: 2 }),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe("the back office's holidays", () => {
  it("lists holidays by day, refuses a day twice or a date that is not one, and deletes them", async () => {
    expect((await addHoliday("2026-12-25", "Christmas")).json()).toEqual({
      holiday: { day: "2026-12-25", name: "Christmas" },
    });
    const twice = await addHoliday("2026-12-25", "Christmas Day");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "duplicate", field: "day" });
    expect((await addHoliday("2026-02-30", "No such day")).statusCode).toBe(
      400,
    );
    expect((await addHoliday("2026-12-31", " ")).json()).toMatchObject({
      field: "name",
    });

    const list = (
      await ctx.app.inject({ url: HOLIDAYS, headers: { cookie: admin } })
    ).json();
    expect(list).toEqual({
      holidays: [
        { day: "2026-11-27", name: "Guru Nanak Jayanti" },
        { day: "2026-12-25", name: "Christmas" },
      ],
    });

    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `${HOLIDAYS}/2026-12-25`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `${HOLIDAYS}/2026-12-25`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `${HOLIDAYS}/christmas`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("who may change delivery", () => {
  it("refuses visitors and customers, and writes from another site", async () => {
    for (const [method, url] of [
      ["GET", ZONES],
      ["POST", ZONES],
      ["PUT", `${ZONES}/1`],
      ["DELETE", `${ZONES}/1`],
      ["GET", HOLIDAYS],
      ["POST", HOLIDAYS],
      ["DELETE", `${HOLIDAYS}/2026-12-25`],
    ] as const) {
      expect(
        (await ctx.app.inject({ method, url })).statusCode,
        `${method} ${url}`,
      ).toBe(401);
      expect(
        (await ctx.app.inject({ method, url, headers: { cookie: customer } }))
          .statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: "POST",
      url: ZONES,
      headers: { cookie: admin, origin: "https://elsewhere.invalid" },
      payload: zone("Foreign", [{ state: "Goa" }]),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await listZones()).map((each) => each.name)).not.toContain(
      "Foreign",
    );
  });
});
