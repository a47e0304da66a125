import type { FailureFeedback } from '../core/data';
import { MESSAGES } from './messages';

export type FailureKind = 'http' | 'envelope' | 'timeout' | 'network' | 'cancelled';

/** Why a catalogue call failed, with the message the user should read. */
export class ServiceError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly details: { status?: number; code?: string; service: string; silent: boolean; fields?: FieldReasons },
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  get code(): string | undefined {
    return this.details.code;
  }

  /**
   * Whether the same call again may answer otherwise: a dropped connection, a timeout, a server in trouble
   * (5xx, 408, 429) or a business code of the server's side (B…, C…, any other code). Not a refusal of the
   * request itself: a 4xx, a code of the client's side (A…: what was asked for is not there, not the
   * customer's, not allowed now) or a named account code (WX_CODE_BEEN_USED), which a retry would only repeat.
   */
  get retryable(): boolean {
    // A failure without a status (a dropped connection, a timeout) counts as the server's trouble.
    const { status = 500, code = '' } = this.details;
    return this.kind === 'envelope' ? !/^A\d/.test(code) && !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(code) : status >= 500 || status === 408 || status === 429;
  }

  /**
   * The server answered and refused the request itself (a 4xx, or a business code of the client's side,
   * A…: a wrong SMS code, a rule of the insurer): the customer's business, not a fault of the page. With
   * the service and its code (the business code, else the HTTP status); undefined for any other failure.
   */
  get refusal(): { service: string; code: string } | undefined {
    if ((this.kind !== 'http' && this.kind !== 'envelope') || this.retryable) return undefined;
    return { service: this.details.service, code: this.details.code ?? String(this.details.status) };
  }

  /** The fields a 400 named, each with its reason: what the customer can correct. */
  get fields(): FieldReasons | undefined {
    return this.details.fields;
  }
}

/** The server's refusal behind a failure, if one is: the error itself, or what caused it (a login code). */
export function refusalOf(error: unknown): ServiceError['refusal'] {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause instanceof ServiceError) return cause.refusal;
  return undefined;
}

/** Field path (`email`, `insured.birthday`) → why the server refused its value. */
export type FieldReasons = Record<string, string>;

/** The `errors` of a 400 answer ([{ field, message }]), when it names fields. */
export function fieldReasons(data: unknown): FieldReasons | undefined {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const named = errors.filter((item): item is { field: string; message: string } => typeof item?.field === 'string' && item.field !== '' && typeof item?.message === 'string');
  return named.length > 0 ? Object.fromEntries(named.map(({ field, message }) => [field, message])) : undefined;
}

/** What the user is told about a failure: a toast (or nothing) and whether to send them to login. */
export interface FailureReport { toast?: string; unauthorized: boolean }

/** The HTTP table of docs/product.md (Errors): the message for a status, preferring the server's own when it sent one. */
export function httpFailureMessage(status: number, serverMessage?: string): string {
  if (status === 400) return serverMessage || MESSAGES.badRequest;
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404 || status >= 500) return serverMessage || MESSAGES.serverError;
  return serverMessage || MESSAGES.generic;
}

/**
 * Decides the feedback for a failure, following the table of docs/product.md (Errors) row by row for a page's background loads. A call
 * the customer made (`toast`) is always told, a dropped connection with the network's wording; a caller that
 * shows the failure itself (`inline`) gets no toast, only the login redirect of a 401; the guard's own
 * check (`none`) gets neither.
 */
export function reportFor(error: ServiceError, feedback?: FailureFeedback): FailureReport {
  if (feedback === 'none') return { unauthorized: false };
  if (feedback === 'inline') return { unauthorized: error.kind === 'http' && error.details.status === 401 };
  const { silent, status } = error.details;
  switch (error.kind) {
    case 'cancelled':
      return { unauthorized: false };
    case 'network':
      return { toast: feedback === 'toast' ? error.message : undefined, unauthorized: false };
    case 'timeout':
      return { toast: MESSAGES.timeout, unauthorized: false };
    case 'envelope':
      return { toast: silent ? undefined : error.message, unauthorized: false };
    case 'http':
      if (status === 401) return { toast: silent ? undefined : MESSAGES.unauthorized, unauthorized: true };
      if (status === 400 || status === 403 || status === 404 || (status ?? 0) >= 500) return { toast: error.message, unauthorized: false };
      return { toast: silent ? undefined : error.message, unauthorized: false };
  }
}
