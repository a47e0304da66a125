import type { GateRefusal } from '../gates/gate';

/** A request the service refuses, with the message staff read (Chinese) and the HTTP status it maps to. */
export class Refusal extends Error {
  constructor(message: string, readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 502 = 409, readonly refusals?: readonly GateRefusal[]) {
    super(message);
  }
}
