// The ceiling: a bare node:http server answering every request with the same precomputed bytes.
// Runs in its own process (like the shop's server) so it does not share a thread with the load generator.
import fs from 'node:fs';
import http from 'node:http';

const bytes = fs.readFileSync(process.argv[2]);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
