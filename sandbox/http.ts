// Node request/response plumbing: body reading and parsing (JSON, form, multipart), JSON replies.
import type { IncomingMessage, ServerResponse } from 'node:http';

const MB = 1024 * 1024;
/** The largest body a JSON or form endpoint takes. */
export const BODY_LIMIT = MB;
/** The largest body an image upload takes: one image of at most 10 MB plus its form fields. */
export const UPLOAD_LIMIT = 11 * MB;

export class BadRequest extends Error {
  constructor(message: string, readonly status = 400) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

/** The raw body, refused with a 413 past `limit` bytes; the rest of an oversized body is drained, not kept. */
function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = new BadRequest(`请求内容过大，不能超过 ${limit / MB}MB`, 413);
    if (Number(req.headers['content-length']) > limit) {
      req.resume();
      return reject(tooLarge);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData).resume();
      reject(tooLarge);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Multipart fields become strings; file parts become { filename, contentType, size }. */
function parseMultipart(raw: Buffer, boundary: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const parts = raw.toString('latin1').split(`--${boundary}`).slice(1, -1);
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const content = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (!name) continue;
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    fields[name] = filename === undefined
      ? Buffer.from(content, 'latin1').toString('utf8')
      : { filename: Buffer.from(filename, 'latin1').toString('utf8'), contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream', size: content.length };
  }
  return fields;
}

/** The request body, parsed by content type; `form` is true for form and multipart bodies (all strings). */
export async function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<{ body: unknown; form: boolean }> {
  const raw = await readRaw(req, limit);
  if (raw.length === 0) return { body: undefined, form: false };
  const type = req.headers['content-type'] ?? '';
  const boundary = /multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) return { body: parseMultipart(raw, boundary), form: true };
  if (/application\/x-www-form-urlencoded/i.test(type)) return { body: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), form: true };
  try {
    return { body: JSON.parse(raw.toString('utf8')), form: false };
  } catch {
    throw new BadRequest('请求体不是合法的 JSON');
  }
}

/** Query string as an object; a repeated key gives an array. */
export function queryObject(search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
}
