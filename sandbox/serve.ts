// npm run sandbox: the sandbox on its own port (SANDBOX_PORT, default 7300), for tools outside Vite.
import { createServer } from 'node:http';
import { createSandbox } from './server';

const port = Number(process.env.SANDBOX_PORT ?? 7300);
const sandbox = createSandbox();

createServer((req, res) => {
  // Other origins (a page served elsewhere) may call it: answer CORS preflights and allow any origin.
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Remote-Client, X-Agent-Authorization, X-Sandbox-Client, Idempotency-Key');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  sandbox.handle(req, res);
}).listen(port, () => console.log(`sandbox: http://127.0.0.1:${port}/official-api/ (controls under /official-api/__sandbox/)`));
