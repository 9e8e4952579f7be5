// The least a Node.js process can do to answer an HTTP API: a bare http server with no framework,
// answering each path with the status, headers and body the real server gave it, held in memory.
// The catalogue bench measures it beside the server in the same run: the limit of this machine.
// ANSWERS_FILE is JSON: { "<path>": { "status", "headers", "body" (base64) } }; /api/health answers
// 200 so the bench can wait for it as for the server.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.ANSWERS_FILE, 'utf8'))).map(([path, answer]) => [
    path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);
const health = { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"status":"ok"}') };

http
  .createServer((request, response) => {
    const answer = answers.get(request.url) ?? (request.url === '/api/health' ? health : undefined);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
