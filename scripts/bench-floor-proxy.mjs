// The least a Node.js gateway can do for /rest/v1: a node:http server relaying to PostgREST's
// Unix socket through an undici pool, the apikey turned into the bearer token, nothing checked.
// bench:api runs it beside the real gateway, so the gateway's cost can be told apart from the
// cost of any Node proxy on the machine. Usage: node bench-floor-proxy.mjs SOCKET PORT
import http from 'node:http';
import { Pool } from 'undici';

const [socketPath, port] = process.argv.slice(2);
const pool = new Pool('http://localhost', { socketPath, connections: null });
const DROP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding']);

http
  .createServer((req, res) => {
    const headers = [];
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i].toLowerCase();
      if (!DROP.has(name)) headers.push(name, raw[i + 1]);
    }
    headers.push('authorization', `Bearer ${req.headers.apikey}`);
    let status = 502;
    let out = [];
    const chunks = [];
    pool.dispatch(
      { path: req.url.slice('/rest/v1'.length), method: req.method, headers },
      {
        onConnect() {},
        onHeaders(code, rawHeaders) {
          status = code;
          out = [];
          for (let i = 0; i < rawHeaders.length; i += 2) {
            const name = rawHeaders[i].toString('latin1').toLowerCase();
            if (!DROP.has(name)) out.push(name, rawHeaders[i + 1].toString('latin1'));
          }
          return true;
        },
        onData(chunk) {
          chunks.push(chunk);
          return true;
        },
        onComplete() {
          const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
          out.push('content-length', String(body.length));
          res.writeHead(status, out);
          res.end(body);
        },
        onError(error) {
          res.destroy(error);
        },
      },
    );
    req.resume();
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
