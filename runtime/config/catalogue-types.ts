// The service catalogue's shapes, as written in pages-config/services and as loaded. A leaf module: the
// catalogue's loader and its checks import it, it imports nothing of theirs.

export type Auth = 'user' | 'agent' | 'none';
export type JsonSchema = Record<string, any>;

/** One endpoint as written in pages-config/services/<family>.json. */
export interface EndpointConfig {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  silent?: boolean;
  changes?: string[];
  fresh?: number;
  auth?: Auth;
  params?: JsonSchema;
  body?: JsonSchema;
  response?: JsonSchema;
  invented?: true;
}

/** One service family file. */
export interface FamilyConfig {
  family: string;
  title: string;
  envelope: 'code' | 'success';
  baseEnv: string;
  auth: Auth;
  definitions?: Record<string, JsonSchema>;
  endpoints: Record<string, EndpointConfig>;
}

/** An endpoint with its family's settings applied; `id` is what pages call ("face.newsList"). */
export interface Endpoint extends EndpointConfig {
  id: string;
  family: string;
  name: string;
  auth: Auth;
  envelope: FamilyConfig['envelope'];
  baseEnv: string;
  /** The family's shared definitions, for resolving `#/definitions/...` inside the schemas. */
  definitions: Record<string, JsonSchema>;
}

export interface Catalogue {
  families: FamilyConfig[];
  endpoints: Map<string, Endpoint>;
}
