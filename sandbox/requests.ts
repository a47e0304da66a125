// The last requests of each service, so tests can assert the headers and payloads the client sent.
export interface RecordedRequest {
  time: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const KEEP = 20;

export class RequestLog {
  private readonly byService = new Map<string, RecordedRequest[]>();

  record(service: string, request: RecordedRequest): void {
    this.byService.set(service, [...(this.byService.get(service) ?? []), request].slice(-KEEP));
  }

  /** The last `limit` requests of a service, newest last. */
  last(service: string, limit = KEEP): RecordedRequest[] {
    return (this.byService.get(service) ?? []).slice(-limit);
  }

  services(): string[] {
    return [...this.byService.keys()];
  }

  clear(): void {
    this.byService.clear();
  }
}
