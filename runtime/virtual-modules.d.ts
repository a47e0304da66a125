// Types from the project are named with import() types: an import declaration inside an ambient module
// may not use a relative path, and since declaration files are not checked (skipLibCheck) such a type
// silently became any.
declare module 'virtual:pages' {
  export const pages: import('./router/manifest').PageEntry[];
}

declare module 'virtual:page-files' {
  /** Each page's definition file with its route (scripts/vite-plugin-pages.ts): for the developer tools, outside the app's entry. */
  export const pageFiles: Array<{ file: string; route: { path: string; title?: string } }>;
}

declare module 'virtual:services' {
  export const catalogue: import('./http/catalogue').RuntimeCatalogue;
}

declare module 'virtual:dev-routes' {
  /** The developer tools' routes (the playground) in local builds, none in the others. */
  export const devRoutes: import('./router/navigation').AppRoute[];
}

declare module 'virtual:page-schema-validator' {
  import type { ValidateFunction } from 'ajv';
  /** The composed page schema's ajv validator, compiled at build time (the CSP forbids compiling in the browser). */
  const validate: ValidateFunction;
  export default validate;
}

declare module 'virtual:service-refs' {
  /** Each catalogue service with its schemas: what the page checks of services, paths and params read. */
  export const serviceRefs: import('./config/check-services').ServiceRef[];
  /** Each family's shared definitions, which the schemas refer to (`#/definitions/…`). */
  export const serviceDefinitions: Record<string, Record<string, import('./config/catalogue-types').JsonSchema>>;
}

declare module 'virtual:publishing' {
  /** The publishing service's public keys by id (JWK): scripts/vite-plugin-published-pages.ts. */
  export const releaseKeys: Record<string, JsonWebKey>;
  /** This build's runtime version (package.json): a release checked against another major one is refused. */
  export const runtimeVersion: string;
}
