// The host's floor for the HTTP load figures: a bare node:http server that reads each request's body and answers
// with fixed bytes (the mock's own answer to the measured call). No routing, validation, auth or store: what is
// left is Node's HTTP and the machine's TCP stack, which the mock pays for too. Started by api-load.ts with
// PORT, HOST and BODY (the answer, base64).
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
const body = Buffer.from(process.env.BODY ?? '', 'base64');
if (!Number.isInteger(port) || port <= 0 || body.length === 0) {
  console.error('floor-server: PORT and BODY (base64) are required');
  process.exit(2);
}

createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
}).listen(port, host);

process.on('SIGTERM', () => process.exit(0));
