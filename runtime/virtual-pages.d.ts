declare module 'virtual:pages' {
  import type { PageEntry } from './router/manifest';
  export const pages: PageEntry[];
}
