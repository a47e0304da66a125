// What the console makes of the publishing service's answers that are not successes: one error with
// the status, the Chinese message staff read and the gates' refusals (docs/publishing.md §5).
import type { GateRefusal } from '../../server/gates/gate';

export const UNREACHABLE = '发布服务暂时无法连接，请稍后再试';

export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly refusals: readonly GateRefusal[] = []) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The error of a refused call. The service answers `{ error: { message, refusals } }`, a failure of its own
 * or of a system behind it (5xx) included; an answer without one (a proxy's or a gateway's page, a
 * service that did not start) means the service could not be reached, and so does status 0 (the network failed).
 */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: { message?: unknown; refusals?: unknown } } | null)?.error;
  if (status === 0 || typeof error?.message !== 'string') return new ApiError(status, UNREACHABLE);
  return new ApiError(status, error.message, Array.isArray(error.refusals) ? error.refusals : []);
}

/** What to show for anything a call threw: its message when it is the service's, else that it could not be reached. */
export const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : UNREACHABLE);
