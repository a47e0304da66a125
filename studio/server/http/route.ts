// What an API route is: its method and path, who may call it, and what it does.
import type { IncomingMessage } from 'node:http';
import type { Session } from '../staff/sessions';
import type { Role } from '../workflow/transitions';

export interface RouteContext {
  req: IncomingMessage;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, any>;
  /** The file of a route that takes one (`file`), and the type it was sent as. */
  file?: { content: Buffer; contentType: string };
  /** The caller's session (absent only on public routes). */
  session?: Session;
  sessionId?: string;
  address: string;
}

export interface RouteAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
  /** A file answered as it is (a picture), in place of a JSON body. */
  bytes?: { contentType: string; content: Buffer | string };
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** A path below the API's base, with `:name` params (numbers for ids). */
  path: string;
  /** `public`: no session; `staff`: any signed-in staff; else one of these roles. */
  access: 'public' | 'staff' | readonly Role[];
  /** The params that are names (letters, digits, dots, hyphens: this pattern) rather than numeric ids. */
  names?: Record<string, string>;
  /** The route takes a file as its body (a picture) rather than JSON: its largest size, and what a larger one is told. */
  file?: { maxBytes: number; tooLarge: (bytes?: number) => string };
  run: (context: RouteContext) => Promise<RouteAnswer>;
}

/** The staff member of a route that needs a session (the handler has checked it is there). */
export const staffOf = (context: RouteContext) => context.session!.staff;

export const idParam = (context: RouteContext, name = 'id') => Number(context.params[name]);
