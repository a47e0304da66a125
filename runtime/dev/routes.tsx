import { lazy } from 'react';
import type { AppRoute } from '../router/navigation';

/**
 * Developer tools and sandbox stand-ins, mounted only in local builds (`virtual:dev-routes`, scripts/vite-plugin-playground.ts).
 * The frame is a route of its own, so the preview runs the real app (services, sandbox, layout) at the
 * frame's size, without the editor's chunk.
 */
export const devRoutes: AppRoute[] = [
  { path: '/dev/playground', Component: lazy(async () => ({ default: (await import('./playground/Playground')).Playground })) },
  { path: '/dev/playground/frame', Component: lazy(async () => ({ default: (await import('./playground/Frame')).Frame })) },
  // The sandbox's stand-in for the payment provider's cashier, where renew pay-url orders are paid.
  { path: '/dev/cashier', Component: lazy(async () => ({ default: (await import('./cashier/Cashier')).Cashier })) },
];
