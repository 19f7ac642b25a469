// The proxy a deployed shop sits behind, played for the page-speed benchmark: HTTPS with HTTP/2 (as
// nginx with `http2 on`, Caddy or a CDN speak it to browsers), forwarding to the shop over plain HTTP/1.1
// with the X-Forwarded-* headers the README's nginx setup sends. Its certificate is made for this run
// (by `openssl`) and trusted by the browsers the benchmark starts through the flag it hands back.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

/** Headers that belong to one connection, never forwarded (HTTP/2 refuses most of them outright). */
const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "host"]);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kiddokart-front-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
        "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile],
      { stdio: "ignore" },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } catch (error) {
    throw new Error(
      `Could not make a certificate with openssl (${error instanceof Error ? error.message : error}); ` +
        "install openssl, or measure the shop over plain HTTP/1.1 with BENCH_PAGES_HTTP1=1.",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Chromium trusts a certificate whose public key has this hash (`--ignore-certificate-errors-spki-list`). */
function publicKeyHash(cert) {
  const spki = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}

function withoutConnectionHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !CONNECTION_HEADERS.has(name)));
}

/** Starts the front on a free port of 127.0.0.1; answers its address, the browser flag and `close`. */
export async function startHttpsFront(shopBaseUrl) {
  const shop = new URL(shopBaseUrl);
  const { key, cert } = selfSignedCertificate();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const host = request.headers[":authority"] ?? request.headers.host;
    const upstream = http.request(
      {
        host: shop.hostname,
        port: shop.port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...withoutConnectionHeaders(request.headers),
          host,
          "x-forwarded-for": request.socket.remoteAddress,
          "x-forwarded-proto": "https",
          "x-forwarded-host": host,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutConnectionHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    baseUrl: `https://127.0.0.1:${server.address().port}`,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${publicKeyHash(cert)}`],
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(resolve);
        // HTTP/2 sessions the browser left open would keep `close` waiting.
        setTimeout(resolve, 1000).unref();
      }),
  };
}
