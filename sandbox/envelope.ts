// The two response envelopes of the catalogue (docs/product.md, Services).
export type EnvelopeKind = 'code' | 'success';

export function success(kind: EnvelopeKind, data: unknown): Record<string, unknown> {
  return kind === 'code' ? { code: '000000', message: '成功', data } : { success: true, code: '200', message: '成功', data };
}

/** An error envelope; `extra` adds fields beside message (the field errors of a validation 400). */
export function failure(kind: EnvelopeKind, code: string, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return kind === 'code' ? { code, message, ...extra, data: null } : { success: false, code, message, ...extra, data: null };
}
