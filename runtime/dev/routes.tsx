import type { RouteObject } from 'react-router-dom';

/**
 * Developer tools and sandbox stand-ins, mounted only in local builds (`virtual:dev-routes`, scripts/vite-plugin-playground.ts).
 * The frame is a route of its own, so the preview runs the real app (services, sandbox, layout) at the
 * frame's size, without the editor's chunk.
 */
export const devRoutes: RouteObject[] = [
  { path: '/dev/playground', lazy: async () => ({ Component: (await import('./playground/Playground')).Playground }) },
  { path: '/dev/playground/frame', lazy: async () => ({ Component: (await import('./playground/Frame')).Frame }) },
  // The sandbox's stand-in for the payment provider's cashier, where renew pay-url orders are paid.
  { path: '/dev/cashier', lazy: async () => ({ Component: (await import('./cashier/Cashier')).Cashier }) },
];
