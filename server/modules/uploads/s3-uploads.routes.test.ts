import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/uploads";
import { quickCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { createS3Storage, s3UploadOrigin } from "./s3-storage";

/** An S3-compatible server on a loopback port, with its files in a temporary directory. */
const BUCKET = "kiddokart-test";
let s3rver: S3rver;
let s3Directory: string;
let endpoint: string;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
let bucket: S3Client;

beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(os.tmpdir(), "shop-s3-"));
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  ctx = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: "ap-south-1",
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
  bucket = new S3Client({ endpoint, region: "ap-south-1", forcePathStyle: true, credentials });
});
afterAll(async () => {
  await ctx?.close();
  await s3rver?.close();
  bucket?.destroy();
  rmSync(s3Directory, { recursive: true, force: true });
});

const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload, headers: { cookie: admin.cookie } });
const uploadUrl = async (kind: "image" | "video", filename: string, size?: number) => {
  const response = await post(`/api/upload/product-${kind}`, { filename, size });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().uploadURL as string;
};
/** What the browser does: one PUT straight to the bucket (here: s3rver on loopback). */
const putToBucket = async (url: string, body: Buffer, contentType = "image/png") => {
  const response = await fetch(url, { method: "PUT", body: new Uint8Array(body), headers: { "content-type": contentType } });
  expect(response.status, await response.text()).toBe(200);
};
const keyOf = (url: string) => new URL(url).pathname.replace(`/${BUCKET}/`, "");
const inBucket = async (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#b5d8f7" } }).png().toBuffer();

describe("uploads to an S3-compatible bucket", () => {
  it("hands out a presigned PUT for a key the server chose, valid 15 minutes", async () => {
    const url = new URL(await uploadUrl("image", "Sleepy Baby.JPEG", 2048));
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/products/images/[0-9a-f-]{36}\\.jpg$`));
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;host");
    expect(url.searchParams.has("x-amz-checksum-crc32")).toBe(false);
    const unsized = new URL(await uploadUrl("video", "clip.webm"));
    expect(unsized.pathname).toMatch(/\/products\/videos\/[0-9a-f-]{36}\.webm$/);
    expect(unsized.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
  });

  it("lets the back office's pages send uploads to the bucket (content security policy)", async () => {
    const policy = String((await ctx.app.inject({ url: "/api/health" })).headers["content-security-policy"]);
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${endpoint.replace(/[.]/g, "\\.")}`));
  });

  it("checks a picture when it is normalized, stores its copies, and streams all of it under /public-objects/", async () => {
    const original = await png(900, 600);
    const url = await uploadUrl("image", "blanket.png", original.length);
    await putToBucket(url, original, "text/html"); // whatever the browser claims, the key decides how it is served
    const normalized = await post("/api/normalize-image-url", { uploadUrl: url });
    expect(normalized.statusCode, normalized.body).toBe(200);
    const key = keyOf(url);
    expect(normalized.json()).toEqual({ imagePath: `/public-objects/${key}` });

    const served = await ctx.app.inject({ url: `/public-objects/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original)).toBe(true);
    expect(served.headers).toMatchObject({ "content-type": "image/png", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" });

    const part = await ctx.app.inject({ url: `/public-objects/${key}`, headers: { range: "bytes=0-7" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(original.subarray(0, 8))).toBe(true);

    const variant = await ctx.app.inject({ url: `/public-objects/${key.replace(".png", "-w640.webp")}` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640 });
    expect(await sharp((await ctx.app.inject({ url: `/public-objects/${key.replace(".png", "-w1200.webp")}` })).rawPayload).metadata()).toMatchObject({ width: 900 });

    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.objectKey, key));
    expect(row).toMatchObject({ kind: "image", contentType: "image/png", sizeBytes: original.length, uploadedBy: admin.user.id });
    expect(Object.keys(row!.variants).sort()).toEqual(["1200", "320", "640"]);
    expect((await post("/api/normalize-image-url", { uploadUrl: url })).json()).toEqual({ imagePath: `/public-objects/${key}` });
  });

  it("deletes and refuses (415) a text file named .png and a PNG sent as a video", async () => {
    const text = await uploadUrl("image", "notes.png");
    await putToBucket(text, Buffer.from("these are not the pixels you are looking for\n".repeat(4)));
    const refused = await post("/api/normalize-image-url", { uploadUrl: text });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: "unsupported_type" });
    expect(await inBucket(keyOf(text))).toBe(false);
    expect((await ctx.app.inject({ url: `/public-objects/${keyOf(text)}` })).statusCode).toBe(404);

    const video = await uploadUrl("video", "clip.mp4");
    await putToBucket(video, await png(20, 20), "video/mp4");
    expect((await post("/api/normalize-video-url", { uploadUrl: video })).statusCode).toBe(415);
    expect(await inBucket(keyOf(video))).toBe(false);
  });

  it("deletes and refuses (413) a picture over 10 MB", async () => {
    const url = await uploadUrl("image", "huge.png");
    await putToBucket(url, Buffer.concat([await png(10, 10), Buffer.alloc(10_485_760)]));
    const refused = await post("/api/normalize-image-url", { uploadUrl: url });
    expect(refused.statusCode).toBe(413);
    expect(await inBucket(keyOf(url))).toBe(false);
  });

  it("normalizes only URLs of the configured bucket that were uploaded to (400 otherwise)", async () => {
    const unused = await uploadUrl("image", "photo.png");
    const query = new URL(unused).search;
    for (const uploadUrlValue of [
      unused,
      unused.replace(`/${BUCKET}/`, "/another-bucket/"),
      unused.replace("127.0.0.1", "evil.example"),
      `${endpoint}/${BUCKET}/demo/avent-bottle-1.svg${query}`,
      `${endpoint}/${BUCKET}/${keyOf(unused)}`,
      "/api/uploads/products/images/0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d.png?expires=1&max=1&kind=image&signature=x",
    ]) {
      const response = await post("/api/normalize-image-url", { uploadUrl: uploadUrlValue });
      expect(response.statusCode, uploadUrlValue).toBe(400);
    }
    expect((await post("/api/normalize-video-url", { uploadUrl: unused })).statusCode).toBe(400);
  });

  it("has no PUT route of its own, and still serves the demo pictures from local disk", async () => {
    expect((await ctx.app.inject({ method: "PUT", url: "/api/uploads/products/images/x.png", payload: "x" })).statusCode).toBe(404);
    mkdirSync(path.join(ctx.config.dataDir, "uploads", "demo"), { recursive: true });
    writeFileSync(path.join(ctx.config.dataDir, "uploads", "demo", "rattle-1.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const demo = await ctx.app.inject({ url: "/public-objects/demo/rattle-1.svg" });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers["content-type"]).toContain("image/svg+xml");
    expect((await ctx.app.inject({ url: "/public-objects/products/images/not-a-key.png" })).statusCode).toBe(404);
  });
});

describe("S3 URL signing against Amazon's own endpoint, without a server", () => {
  const storage = createS3Storage({ bucket: "kiddokart-media", endpoint: "https://s3.ap-south-1.amazonaws.com", region: "ap-south-1", accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret" });
  const key = "products/images/0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d.webp";

  it("signs a virtual-hosted URL for the bucket and recognises only its own bucket's URLs", async () => {
    const url = await storage.uploadUrlFor(key, { kind: "image", maxBytes: 10_485_760, exactBytes: 1234 });
    const parsed = new URL(url);
    expect(parsed.host).toBe("kiddokart-media.s3.ap-south-1.amazonaws.com");
    expect(parsed.pathname).toBe(`/${key}`);
    expect(parsed.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(storage.keyOfUploadUrl(url)).toBe(key);
    expect(storage.keyOfUploadUrl(url.replace("kiddokart-media.", "someone-else."))).toBeUndefined();
    expect(storage.keyOfUploadUrl(url.replace(".webp", ".svg"))).toBeUndefined();
    expect(storage.keyOfUploadUrl(`https://kiddokart-media.s3.ap-south-1.amazonaws.com/${key}`)).toBeUndefined();
    expect(storage.keyOfUploadUrl("not a url")).toBeUndefined();
  });

  it("names the bucket's own host as the origin browsers upload to", () => {
    const settings = { bucket: "kiddokart-media", endpoint: "https://s3.ap-south-1.amazonaws.com", region: "ap-south-1", accessKeyId: "a", secretAccessKey: "b" };
    expect(s3UploadOrigin(settings)).toBe("https://kiddokart-media.s3.ap-south-1.amazonaws.com");
    expect(s3UploadOrigin({ ...settings, endpoint: "http://127.0.0.1:9000/storage" })).toBe("http://127.0.0.1:9000");
  });
});
