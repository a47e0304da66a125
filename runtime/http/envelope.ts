import { MESSAGES } from './messages';

/** The two response envelopes of the insurer's services. */
export type EnvelopeKind = 'code' | 'success';

interface Envelope { code?: unknown; success?: unknown; message?: unknown; msg?: unknown; data?: unknown }

/** The data of a successful response, or the failure's code and message. */
export function unwrapEnvelope(kind: EnvelopeKind, body: unknown): { ok: true; data: unknown } | { ok: false; code?: string; message: string } {
  const envelope = (body && typeof body === 'object' ? body : {}) as Envelope;
  const ok = kind === 'code' ? envelope.code === '000000' : envelope.success === true && envelope.code === '200';
  if (ok) return { ok: true, data: envelope.data };
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : MESSAGES.generic;
  return { ok: false, code: envelope.code === undefined || envelope.code === null ? undefined : String(envelope.code), message };
}
