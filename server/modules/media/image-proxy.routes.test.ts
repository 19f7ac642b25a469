import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorHandlerPlugin } from "../../plugins/error-handler";
import { createTestApp, type TestContext } from "../../test/test-app";
import { imageProxyRoutes } from "./image-proxy.routes";
import { createImageProxyService } from "./image-proxy.service";
import { isPublicAddress } from "./public-address";

/**
 * The shop must never connect anywhere but loopback in tests. Loopback is refused by the real policy,
 * so the successful paths run against a proxy whose policy also allows exactly 127.0.0.1 (a test-only
 * option of the service), with a resolver that answers test names without any DNS.
 */
let picture: Buffer;
let origin: string;
let port: number;
const hits = new Map<string, number>();
const server = http.createServer((request, response) => {
  const path = request.url ?? "/";
  hits.set(path, (hits.get(path) ?? 0) + 1);
  const redirect = (location: string) => response.writeHead(302, { location }).end();
  switch (path) {
    case "/baby.png":
    case "/again.png":
      return response.writeHead(200, { "content-type": "image/png", "content-length": picture.length }).end(picture);
    case "/redirect-to-picture":
      return redirect("/baby.png?via=redirect");
    case "/baby.png?via=redirect":
      return response.writeHead(200, { "content-type": "IMAGE/PNG; charset=binary" }).end(picture);
    case "/redirect-to-loopback":
      return redirect(`http://127.0.0.2:${port}/baby.png`);
    case "/redirect-to-localhost":
      return redirect(`http://localhost:${port}/baby.png`);
    case "/redirect-to-ipv6-loopback":
      return redirect(`http://[::1]:${port}/baby.png`);
    case "/redirect-to-metadata":
      return redirect("http://169.254.169.254/latest/meta-data/");
    case "/redirect-to-file":
      return redirect("file:///etc/passwd");
    case "/redirect-loop":
      return redirect("/redirect-loop");
    case "/page.html":
      return response.writeHead(200, { "content-type": "text/html" }).end("<script>alert(1)</script>");
    case "/logo.svg":
      return response.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg onload='alert(1)'/>");
    case "/untyped":
      return response.writeHead(200).end(picture);
    case "/huge.png":
      return response.writeHead(200, { "content-type": "image/png", "content-length": 10_485_761 }).end();
    case "/huge-chunked.png": {
      response.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(1_048_576);
      let sent = 0;
      const more = () => {
        while (sent < 11 && !response.destroyed) {
          sent += 1;
          if (!response.write(chunk)) return void response.once("drain", more);
        }
        response.end();
      };
      return more();
    }
    case "/slow.png":
    case "/slow.png?n=1":
    case "/slow.png?n=2":
    case "/slow.png?n=3":
      return; // never answers
    default:
      return response.writeHead(404).end("not here");
  }
});

let proxy: FastifyInstance;
let shop: TestContext;
beforeAll(async () => {
  picture = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#9fd3c7" } }).png().toBuffer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  proxy = Fastify();
  proxy.setValidatorCompiler(validatorCompiler);
  proxy.setSerializerCompiler(serializerCompiler);
  await proxy.register(errorHandlerPlugin);
  const imageProxy = createImageProxyService({
    isAllowedAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
    resolve: async (hostname) => {
      if (hostname === "pictures.kiddokart.test") return ["127.0.0.1"];
      if (hostname === "mixed.kiddokart.test") return ["93.184.215.14", "10.0.0.5"];
      throw new Error(`no DNS in tests (${hostname})`);
    },
    timeoutMs: 300,
  });
  await proxy.register(imageProxyRoutes, { imageProxy });
  await proxy.ready();
  shop = await createTestApp();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await proxy?.close();
  await shop?.close();
});
beforeEach(() => hits.clear());

const through = (app: FastifyInstance, url: string) => app.inject({ url: `/api/image-proxy?url=${encodeURIComponent(url)}` });

describe("the shop's image proxy refuses addresses that are not public", () => {
  it.each([
    "http://127.0.0.1/x.png",
    "http://localhost/x.png",
    "http://LOCALHOST./x.png",
    "http://cdn.localhost/x.png",
    "http://[::1]/x.png",
    "http://[::ffff:127.0.0.1]/x.png",
    "http://[::ffff:7f00:1]/x.png",
    "http://[64:ff9b::7f00:1]/x.png",
    "http://2130706433/x.png",
    "http://0x7f000001/x.png",
    "http://0177.0.0.1/x.png",
    "http://127.1/x.png",
    "http://0.0.0.0/x.png",
    "http://10.0.0.1/x.png",
    "http://192.168.1.20/x.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fe80::1]/x.png",
    "http://[fd00::1]/x.png",
    "https://user:secret@cdn.example.in/x.png",
    "file:///etc/passwd",
    "ftp://cdn.example.in/x.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "gopher://cdn.example.in/x",
    "javascript:alert(1)",
  ])("%s → 400", async (url) => {
    const response = await through(shop.app, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", message: expect.any(String) });
  });

  it("does not even connect to the loopback test server", async () => {
    const response = await through(shop.app, `${origin}/baby.png`);
    expect(response.statusCode).toBe(400);
    expect(hits.size).toBe(0);
  });

  it("refuses a missing or malformed url (400)", async () => {
    expect((await shop.app.inject({ url: "/api/image-proxy" })).statusCode).toBe(400);
    expect((await through(shop.app, "not a url")).statusCode).toBe(400);
  });
});

describe("the image proxy, with loopback allowed for the test server only", () => {
  it("passes an image on with nosniff and a cache header, then serves it from its cache", async () => {
    const first = await through(proxy, `${origin}/baby.png`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.rawPayload.equals(picture)).toBe(true);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    const second = await through(proxy, `${origin}/baby.png#fragment`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(picture)).toBe(true);
    expect(hits.get("/baby.png")).toBe(1);
  });

  it("connects to the address it checked, whatever the name resolves to later", async () => {
    const response = await through(proxy, `http://pictures.kiddokart.test:${port}/again.png`);
    expect(response.statusCode, response.body).toBe(200);
    expect(hits.get("/again.png")).toBe(1);
  });

  it("refuses a name with any non-public address, without connecting", async () => {
    expect((await through(proxy, `http://mixed.kiddokart.test:${port}/baby.png`)).statusCode).toBe(400);
    expect(hits.size).toBe(0);
  });

  it("follows a redirect to a permitted address", async () => {
    const response = await through(proxy, `${origin}/redirect-to-picture`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(hits.get("/baby.png?via=redirect")).toBe(1);
  });

  it.each(["/redirect-to-loopback", "/redirect-to-localhost", "/redirect-to-ipv6-loopback", "/redirect-to-metadata", "/redirect-to-file"])(
    "refuses %s without following it (400)",
    async (path) => {
      const response = await through(proxy, `${origin}${path}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(hits.get(path)).toBe(1);
      expect(hits.get("/baby.png")).toBeUndefined();
    },
  );

  it("stops after three redirects (502)", async () => {
    const response = await through(proxy, `${origin}/redirect-loop`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: "upstream_failed" });
    expect(hits.get("/redirect-loop")).toBe(4);
  });

  it.each(["/page.html", "/logo.svg", "/untyped"])("refuses %s as not an image (415)", async (path) => {
    const response = await through(proxy, `${origin}${path}`);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "unsupported_type" });
  });

  it.each(["/huge.png", "/huge-chunked.png"])("refuses %s past 10 MB (413)", async (path) => {
    const response = await through(proxy, `${origin}${path}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "too_large" });
  });

  it("gives up on a server that does not answer in time (504)", async () => {
    const response = await through(proxy, `${origin}/slow.png`);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: "upstream_timeout" });
  });

  it("answers 502 for an upstream error or a host that does not resolve", async () => {
    expect((await through(proxy, `${origin}/missing.png`)).json()).toMatchObject({ code: "upstream_failed" });
    const unknown = await through(proxy, "http://nowhere.kiddokart.test/x.png");
    expect(unknown.statusCode).toBe(502);
    expect(unknown.json()).toEqual({ code: "upstream_failed", message: "The image's server could not be found." });
  });
});

describe("the image proxy under a flood of addresses it has not cached", () => {
  it("fetches a few at a time and turns the rest away at once with 503 and Retry-After", async () => {
    const narrow = Fastify();
    narrow.setValidatorCompiler(validatorCompiler);
    narrow.setSerializerCompiler(serializerCompiler);
    await narrow.register(errorHandlerPlugin);
    const imageProxy = createImageProxyService({ isAllowedAddress: (address) => address === "127.0.0.1", timeoutMs: 300, concurrency: 1, queueLength: 1 });
    await narrow.register(imageProxyRoutes, { imageProxy });
    try {
      const answers = await Promise.all([1, 2, 3].map((n) => through(narrow, `${origin}/slow.png?n=${n}`)));
      // One fetch runs (and times out); one waits its turn no longer than a fetch may take; one is refused at once.
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([503, 503, 504]);
      const busy = answers.find((answer) => answer.statusCode === 503)!;
      expect(busy.json()).toMatchObject({ code: "busy" });
      expect(busy.headers["retry-after"]).toBe("1");
    } finally {
      await narrow.close();
    }
  });
});
