// The ceiling: the fastest a Node HTTP server can answer the product list on this machine,
// with the body computed ahead of time. Usage: node ceiling-server.mjs <port> <body file> <content type>
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { "content-type": contentType, "content-length": body.length };

const server = http.createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(port), "127.0.0.1");
