import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../../studio/server/http/security';

const request = (socket: string, forwardedFor?: string) => ({ socket: { remoteAddress: socket }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('the address the login limit counts', () => {
  it('is the socket\'s when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:203.0.113.7'))).toBe('203.0.113.7');
  });

  it('behind a trusted proxy, the nearest forwarded address that is not a proxy: one staff member\'s attempts never lock out the rest', () => {
    const proxies = ['10.0.0.2', '127.0.0.1'];
    expect(clientAddress(request('10.0.0.2', '198.51.100.23'), proxies)).toBe('198.51.100.23');
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.23, 10.0.0.2'), proxies)).toBe('198.51.100.23');
    // What a client writes into the header itself sits before what the proxy appends: it cannot pick its address.
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.23'), proxies)).toBe('198.51.100.23');
    expect(clientAddress(request('10.0.0.2'), proxies)).toBe('10.0.0.2');
  });
});
