// A tiny round-robin TCP balancer on loopback for the two-process run: each client connection goes to
// the next shop process in turn and stays with it (autocannon keeps its connections alive, so the
// load splits evenly). Bytes are piped both ways untouched; no nginx needed.
import { createConnection, createServer } from "node:net";
import { findFreePort } from "./children.mjs";

export async function startBalancer(upstreamUrls) {
  const upstreams = upstreamUrls.map((url) => new URL(url));
  let next = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const target = upstreams[next];
    next = (next + 1) % upstreams.length;
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  const port = await findFreePort();
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
