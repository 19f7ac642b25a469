import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/uploads";
import { quickCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { signUploadLink } from "./upload-signature";

const SECRET = "test-secret-for-upload-links-0123456789";
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
let customer: Awaited<ReturnType<typeof quickCustomer>>;
beforeAll(async () => {
  ctx = await createTestApp({ SESSION_SECRET: SECRET });
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
  customer = await quickCustomer(ctx.database.db);
});
afterAll(() => ctx?.close());

const post = (url: string, payload: object, cookie = admin.cookie) => ctx.app.inject({ method: "POST", url, payload, headers: { cookie } });
const put = (url: string, payload: Buffer | Readable, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "PUT", url, payload, headers: { "content-type": "application/octet-stream", ...headers } });

async function uploadUrl(kind: "image" | "video", filename: string, size?: number): Promise<string> {
  const response = await post(`/api/upload/product-${kind}`, { filename, size });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().uploadURL;
}

/** Every file under DATA_DIR/uploads, temporary ones included. */
function storedFiles(): string[] {
  const root = path.join(ctx.config.dataDir, "uploads");
  try {
    return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => statSync(path.join(root, name)).isFile());
  } catch {
    return [];
  }
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#f4c2c2" } }).png().toBuffer();
/** A PNG of noise, which does not compress: larger than the 1 MB JSON body limit. */
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
const mp4Header = () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2"), Buffer.alloc(64)]);

describe("upload routes", () => {
  it("refuses every upload route to visitors (401) and customers (403), before reading the body", async () => {
    for (const url of ["/api/upload/product-image", "/api/upload/product-video", "/api/normalize-image-url", "/api/normalize-video-url"]) {
      const visitor = await ctx.app.inject({ method: "POST", url, payload: { junk: true } });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json()).toEqual({ code: "unauthorized", message: "Unauthorized" });
      const shopper = await post(url, { junk: true }, customer.cookie);
      expect(shopper.statusCode, url).toBe(403);
      expect(shopper.json()).toMatchObject({ code: "forbidden" });
    }
  });

  it("takes a picture through its signed link, then serves it and its WebP copies for good", async () => {
    const original = await noisyPng(1400, 450);
    expect(original.length).toBeGreaterThan(1_048_576);
    const url = await uploadUrl("image", "../../Pink Blanket.PNG");
    expect(url).toMatch(/^\/api\/uploads\/products\/images\/[0-9a-f-]{36}\.png\?expires=\d+&max=10485760&kind=image&signature=[\w-]+$/);

    const stored = await put(url, original, { "content-type": "image/png", origin: "http://localhost:80", host: "localhost:80" });
    expect(stored.statusCode, stored.body).toBe(201);

    const normalized = await post("/api/normalize-image-url", { uploadUrl: `http://localhost:80${url}` });
    expect(normalized.statusCode, normalized.body).toBe(200);
    const { imagePath } = normalized.json();
    expect(imagePath).toBe(url.split("?")[0]!.replace("/api/uploads/", "/public-objects/"));

    const served = await ctx.app.inject({ url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    for (const width of [320, 640, 1200]) {
      const variant = await ctx.app.inject({ url: imagePath.replace(/\.png$/, `-w${width}.webp`) });
      expect(variant.statusCode, `${width}`).toBe(200);
      expect(variant.headers["content-type"]).toBe("image/webp");
      expect(variant.headers["cache-control"]).toContain("immutable");
      expect(variant.headers["x-content-type-options"]).toBe("nosniff");
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: "webp", width });
    }

    const key = imagePath.replace("/public-objects/", "");
    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.objectKey, key));
    expect(row).toMatchObject({ kind: "image", contentType: "image/png", sizeBytes: original.length, uploadedBy: admin.user.id });
    expect(row!.variants).toEqual({ "320": key.replace(".png", "-w320.webp"), "640": key.replace(".png", "-w640.webp"), "1200": key.replace(".png", "-w1200.webp") });

    // Normalizing again gives the same path; the link cannot be used a second time.
    expect((await post("/api/normalize-image-url", { uploadUrl: url })).json()).toEqual({ imagePath });
    expect((await put(url, await png(10, 10))).statusCode).toBe(409);
    expect((await ctx.app.inject({ url: imagePath })).rawPayload.equals(original)).toBe(true);
  });

  it("never enlarges a small picture for its copies", async () => {
    const url = await uploadUrl("image", "tiny.png");
    expect((await put(url, await png(200, 120))).statusCode).toBe(201);
    const variant = await ctx.app.inject({ url: url.split("?")[0]!.replace("/api/uploads/", "/public-objects/").replace(".png", "-w1200.webp") });
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 200, height: 120 });
  });

  it("takes JPEG, GIF, WebP and AVIF pictures too, and MOV, AVI and WebM videos", async () => {
    const base = sharp({ create: { width: 24, height: 16, channels: 3, background: "#ffe08a" } });
    const pictures = { "a.jpeg": await base.clone().jpeg().toBuffer(), "b.gif": await base.clone().gif().toBuffer(), "c.webp": await base.clone().webp().toBuffer(), "d.avif": await base.clone().avif().toBuffer() };
    for (const [filename, body] of Object.entries(pictures)) {
      const url = await uploadUrl("image", filename);
      expect((await put(url, body)).statusCode, filename).toBe(201);
      const { imagePath } = (await post("/api/normalize-image-url", { uploadUrl: url })).json();
      expect((await ctx.app.inject({ url: imagePath.replace(/\.\w+$/, "-w320.webp") })).statusCode, filename).toBe(200);
    }
    const videos = {
      "a.MOV": Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from("ftypqt  "), Buffer.from([0, 0, 2, 0]), Buffer.from("qt  "), Buffer.alloc(64)]),
      "b.avi": Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 1, 0, 0]), Buffer.from("AVI LIST"), Buffer.alloc(64)]),
      "c.webm": Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), Buffer.alloc(64)]),
    };
    for (const [filename, body] of Object.entries(videos)) {
      const url = await uploadUrl("video", filename);
      expect((await put(url, body)).statusCode, filename).toBe(201);
      const { videoPath } = (await post("/api/normalize-video-url", { uploadUrl: url })).json();
      expect((await ctx.app.inject({ url: videoPath })).headers["content-type"], filename).toMatch(/^video\/(quicktime|x-msvideo|webm)$/);
    }
  });

  it("takes a video and serves it as a video", async () => {
    const url = await uploadUrl("video", "first steps.mp4");
    expect(url).toContain("kind=video");
    expect(url).toContain("max=104857600");
    expect((await put(url, mp4Header(), { "content-type": "video/mp4" })).statusCode).toBe(201);
    const { videoPath } = (await post("/api/normalize-video-url", { uploadUrl: url })).json();
    expect(videoPath).toMatch(/^\/public-objects\/products\/videos\/[0-9a-f-]{36}\.mp4$/);
    const served = await ctx.app.inject({ url: videoPath });
    expect(served.headers["content-type"]).toBe("video/mp4");
    expect(served.rawPayload.equals(mp4Header())).toBe(true);
  });

  it("refuses names it does not take before giving a link (SVG, a video as a picture, no ending)", async () => {
    for (const [kind, filename] of [["image", "logo.svg"], ["image", "clip.mp4"], ["image", "photo"], ["video", "photo.png"], ["video", "page.html"]] as const) {
      const response = await post(`/api/upload/product-${kind}`, { filename });
      expect(response.statusCode, filename).toBe(415);
      expect(response.json()).toMatchObject({ code: "unsupported_type" });
    }
    expect((await post("/api/upload/product-image", { filename: "big.jpg", size: 10_485_761 })).statusCode).toBe(413);
    expect((await post("/api/upload/product-image", { filename: "" })).statusCode).toBe(400);
    expect((await post("/api/upload/product-image", { filename: "a.png", extra: 1 })).statusCode).toBe(400);
  });

  describe("refusing what the link does not allow, leaving no file behind", () => {
    it("refuses a PNG sent to a video link (415)", async () => {
      const before = storedFiles();
      const url = await uploadUrl("video", "clip.mp4");
      const response = await put(url, await png(40, 40), { "content-type": "video/mp4" });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: "unsupported_type" });
      expect(storedFiles()).toEqual(before);
    });

    it("refuses a text file named .png (415), and an SVG, and a JPEG named .png", async () => {
      const before = storedFiles();
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).jpeg().toBuffer();
      for (const body of [Buffer.from("Hello, this is not a picture at all.\n".repeat(10)), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), jpeg, Buffer.alloc(0)]) {
        const response = await put(await uploadUrl("image", "photo.png"), body, { "content-type": "image/png" });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ code: "unsupported_type" });
      }
      expect(storedFiles()).toEqual(before);
    });

    it("refuses a PNG that does not decode (415)", async () => {
      const before = storedFiles();
      const broken = Buffer.concat([(await png(50, 50)).subarray(0, 40), randomBytes(200)]);
      expect((await put(await uploadUrl("image", "broken.png"), broken)).statusCode).toBe(415);
      expect(storedFiles()).toEqual(before);
    });

    it("refuses more than 10 MB by its Content-Length before reading it (413)", async () => {
      const before = storedFiles();
      const response = await put(await uploadUrl("image", "huge.png"), Buffer.alloc(10_485_761));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: "too_large" });
      expect(storedFiles()).toEqual(before);
    });

    it("counts the bytes of a body without a length and stops at the limit (413)", async () => {
      const before = storedFiles();
      const picture = await noisyPng(100, 100);
      const url = await uploadUrl("image", "photo.png", 1_000);
      expect(url).toContain("max=1000&");
      const response = await put(url, Readable.from([picture.subarray(0, 600), picture.subarray(600)]));
      expect(response.statusCode).toBe(413);
      expect(storedFiles()).toEqual(before);
    });
  });

  describe("the link's signature is the authority", () => {
    it("refuses an expired link (403)", async () => {
      const fresh = new URL(await uploadUrl("image", "photo.png"), "http://shop.test");
      const key = fresh.pathname.replace("/api/uploads/", "");
      const expired = `/api/uploads/${key}?${signUploadLink({ key, kind: "image", maxBytes: 10_485_760, expires: Math.floor(Date.now() / 1000) - 1 }, SECRET)}`;
      const response = await put(expired, await png(10, 10));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "forbidden" });
      // The same link signed until later works: it was only the time.
      const later = `/api/uploads/${key}?${signUploadLink({ key, kind: "image", maxBytes: 10_485_760, expires: Math.floor(Date.now() / 1000) + 60 }, SECRET)}`;
      expect((await put(later, await png(10, 10))).statusCode).toBe(201);
    });

    it("refuses a tampered signature, size limit, kind, expiry or key (403)", async () => {
      const url = await uploadUrl("image", "photo.png", 500);
      const body = await png(10, 10);
      const tamper = (name: string, value: string) => {
        const parsed = new URL(url, "http://shop.test");
        parsed.searchParams.set(name, value);
        return `${parsed.pathname}?${parsed.searchParams}`;
      };
      const signature = new URL(url, "http://shop.test").searchParams.get("signature")!;
      const otherKey = url.replace(/[0-9a-f]{8}-/, "00000000-");
      for (const bad of [
        tamper("signature", `${signature.slice(0, -2)}AA`),
        tamper("signature", ""),
        tamper("max", "104857600"),
        tamper("kind", "video"),
        tamper("expires", "99999999999"),
        otherKey,
        url.split("?")[0]!,
      ]) {
        const response = await put(bad, body);
        expect(response.statusCode, bad).toBe(403);
      }
      expect(storedFiles().some((file) => file.includes(new URL(url, "http://shop.test").pathname.split("/").pop()!))).toBe(false);
    });

    it("refuses the PUT from a foreign origin", async () => {
      const response = await put(await uploadUrl("image", "photo.png"), await png(10, 10), { origin: "https://evil.example" });
      expect(response.statusCode).toBe(403);
    });
  });

  it("normalizes only links of this shop that were used, for their own kind (400 otherwise)", async () => {
    const unused = await uploadUrl("image", "photo.png");
    const video = await uploadUrl("video", "clip.webm");
    const forged = unused.replace(/signature=[\w-]+/, "signature=forged");
    for (const [route, uploadUrlValue] of [
      ["image", "https://evil.example/api/uploads/products/images/0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d.png"],
      ["image", "/public-objects/demo/avent-bottle-1.svg"],
      ["image", forged],
      ["image", unused],
      ["image", video],
      ["video", unused],
      ["image", "not a url at all"],
    ] as const) {
      const response = await post(`/api/normalize-${route}-url`, { uploadUrl: uploadUrlValue });
      expect(response.statusCode, uploadUrlValue).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_input", field: "uploadUrl" });
    }
  });
});
