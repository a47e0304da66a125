declare module 'virtual:pages' {
  import type { PageEntry } from './router/manifest';
  export const pages: PageEntry[];
}

declare module 'virtual:services' {
  import type { RuntimeCatalogue } from './http/catalogue';
  export const catalogue: RuntimeCatalogue;
}
