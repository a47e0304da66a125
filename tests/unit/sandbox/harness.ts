// Starts the sandbox on an ephemeral loopback port and talks to it over real HTTP.
import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { loadCatalogue, readBaseEnv, type Endpoint, type JsonSchema } from '../../../scripts/lib/catalogue';
import { createSandbox, type SandboxOptions } from '../../../sandbox/server';
import { TEST_SANDBOX_NOW } from '../../../sandbox/test-clock';

export const catalogue = loadCatalogue().catalogue;
const env = readBaseEnv();

export interface Reply { status: number; json: any }

export interface HarnessOptions extends SandboxOptions {
  /** The token the back office takes hand-overs with (CORE_BACK_OFFICE_TOKEN), set until this sandbox closes. */
  backOfficeToken?: string;
}

export async function startSandbox({ backOfficeToken, ...options }: HarnessOptions = {}) {
  if (backOfficeToken !== undefined) process.env.CORE_BACK_OFFICE_TOKEN = backOfficeToken;
  const sandbox = createSandbox({ persist: false, ...options });
  const server = createServer((req, res) => sandbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Reply> {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  }

  async function login(phone = '13800138000'): Promise<string> {
    const reply = await request('POST', '/official-api/user-center/accounts/login', { body: { phone, countryCode: '86', loginType: 1, verifyCode: '123456', deviceId: 'vitest' } });
    return reply.json.data.userToken;
  }

  const close = () => new Promise<void>((resolve) => {
    if (backOfficeToken !== undefined) delete process.env.CORE_BACK_OFFICE_TOKEN;
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return { sandbox, origin, request, login, close };
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** A service's answer (its envelope) to the signed-in customer's call by catalogue id. */
export type ServiceCall = (service: string, params?: Record<string, unknown>, body?: unknown) => Promise<any>;

/**
 * One sandbox for a test file, reset before each test, with the demo customer signed in afresh:
 * `live.sandbox` talks to it, `live.auth` holds the customer's Authorization header, and `live.call` calls a
 * service of the catalogue as the customer.
 */
export function signedInSandbox(options: SandboxOptions = {}): { sandbox: Sandbox; auth: Record<string, string>; call: ServiceCall } {
  const live = {} as { sandbox: Sandbox; auth: Record<string, string>; call: ServiceCall };
  beforeAll(async () => {
    live.sandbox = await startSandbox(options);
  });
  afterAll(() => live.sandbox.close());
  beforeEach(async () => {
    await live.sandbox.request('POST', '/official-api/__sandbox/reset');
    live.auth = { Authorization: `Bearer ${await live.sandbox.login()}` };
  });
  live.call = async (service, params = {}, body) => {
    const endpoint = catalogue.endpoints.get(service);
    if (!endpoint) throw new Error(`no service ${service} in the catalogue`);
    return (await live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: live.auth, body })).json;
  };
  return live;
}

/** A customer's confirmation of a policy change: the SMS code and a passed face check of their own, started for `businessType`. */
export async function confirmation(call: ServiceCall, businessType: string): Promise<{ verifyCode: string; bizToken: string }> {
  const started = await call('face.livingBodyRecognition', {}, { businessType, redirectUrl: '/official/' });
  return { verifyCode: '123456', bizToken: started.data.bizToken };
}

/**
 * Pins the sandbox's clock for a test file at the day the seeds are written for and the browser tests run on
 * (sandbox/test-clock.ts). Only Date is faked: timers and sockets run as usual.
 */
export function onTestDay(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_SANDBOX_NOW) });
  });
  afterAll(() => vi.useRealTimers());
}

/** Moves the pinned clock to 10:00 of another day (yyyy-MM-dd), as days passing would. */
export const moveClockTo = (day: string) => vi.setSystemTime(new Date(`${day}T10:00:00+08:00`));

/** The URL path of an endpoint with its params filled in: placeholders in the path, the rest as query. */
export function endpointUrl(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  const query = new URLSearchParams();
  let path = endpoint.path;
  for (const [name, value] of Object.entries(params)) {
    if (path.includes(`{${name}}`)) path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else for (const item of [value].flat()) query.append(name, String(item));
  }
  const search = query.toString();
  return `${env[endpoint.baseEnv]}/${path}${search ? `?${search}` : ''}`;
}

/**
 * A minimal valid value for a schema: its example, const, first enum value, or the smallest of its type.
 * Objects get their required properties and the optional ones that carry an example.
 */
export function sample(schema: JsonSchema, definitions: Record<string, JsonSchema>): unknown {
  if (schema.$ref) return sample(definitions[String(schema.$ref).replace('#/definitions/', '')], definitions);
  if (schema.examples) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch ([schema.type].flat()[0]) {
    case 'object':
      return Object.fromEntries(Object.entries<JsonSchema>(schema.properties ?? {})
        .filter(([name, property]) => schema.required?.includes(name) || property.examples)
        .map(([name, property]) => [name, sample(property, definitions)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, definitions));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return '测试'.padEnd(schema.minLength ?? 2, '试');
  }
}
