// How a request names its sandbox client (sandbox/clients.ts). Kept free of the sandbox's state so the
// e2e fixtures can share the names.
import type { IncomingMessage } from 'node:http';
import { BadRequest } from './http';

export const CLIENT_HEADER = 'X-Sandbox-Client';
export const CLIENT_COOKIE = 'sandbox-client';
const CLIENT_ID = /^[\w-]{1,64}$/;

/** The client a request names: the header first, then the cookie; undefined for the default client. */
export function clientIdOf(req: IncomingMessage): string | undefined {
  const header = req.headers[CLIENT_HEADER.toLowerCase()];
  const cookie = req.headers.cookie
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === CLIENT_COOKIE)?.[1];
  const id = (Array.isArray(header) ? header[0] : header) || cookie;
  if (!id) return undefined;
  if (!CLIENT_ID.test(id)) throw new BadRequest('沙箱客户端编号不合法：只能包含字母、数字、下划线和连字符，最长 64 个字符');
  return id;
}
