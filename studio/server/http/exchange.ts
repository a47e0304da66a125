// Reading a request's JSON body (or a file sent as it is) and writing JSON answers, errors included (a
// Chinese message), and the odd file.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GateRefusal } from '../gates/gate';
import { Refusal } from '../service/refusal';

const BODY_LIMIT = 1024 * 1024;

export async function readJson(req: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new Refusal('请求内容超过 1 MB 的上限', 422);
    chunks.push(chunk);
  }
  if (size === 0) return {};
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new Refusal('请求内容须为 JSON（Content-Type: application/json）', 400);
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw new Refusal('请求内容不是有效的 JSON 对象', 400);
  }
}

/**
 * A file sent as the body (a picture), refused as soon as it is over `maxBytes`: at once when its declared
 * length is, else when that many bytes have come; what follows is discarded, never kept.
 */
export function readBytes(req: IncomingMessage, maxBytes: number, tooLarge: (bytes?: number) => string): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) return Promise.reject(new Refusal(tooLarge(declared), 413));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.off('data', onData);
      chunks.length = 0;
      req.resume();
      reject(new Refusal(tooLarge(), 413));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** A file as it is, with its type; the route's headers say how long it may be kept. */
export function sendBytes(res: ServerResponse, status: number, { contentType, content }: { contentType: string; content: Buffer | string }, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { 'Content-Type': contentType, 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(content);
}

export const sendError = (res: ServerResponse, status: number, message: string, refusals?: readonly GateRefusal[], headers?: Record<string, string>): void => (
  sendJson(res, status, { error: { message, ...(refusals && { refusals }) } }, headers)
);

/** A thrown refusal as its answer; anything else is the service's own fault, logged and not shown. */
export function sendFailure(res: ServerResponse, error: unknown, log: (error: unknown) => void): void {
  if (error instanceof Refusal) return sendError(res, error.status, error.message, error.refusals);
  log(error);
  sendError(res, 500, '服务出错了，请稍后再试；如果一直出错，请联系技术支持');
}
