/** The route attributes the guard reads (a RouteMeta fits). */
export interface GuardRoute {
  path: string;
  title?: string;
  login?: boolean;
  visitor?: boolean;
  pageCode?: string;
}

/** What the guard sees of one navigation. `location.pathname` is the in-app path (without /official). */
export interface GuardInput {
  route: GuardRoute;
  location: { pathname: string; search: string };
  session: { accessToken?: string; visitorMode: boolean };
  isLoginRoute: boolean;
}

/** The effects the guard may have, injected by the router. */
export interface GuardDeps {
  checkCps(cpsCode: string): Promise<boolean>;
  isLoggedIn(): Promise<boolean>;
  storeToken(token: string): void;
  clearUserInfo(): void;
  setTitle(title: string): void;
  showOverlay(): void;
  hideOverlay(): void;
  track(pageCode: string, path: string): void;
}

export type GuardDecision = { kind: 'continue' } | { kind: 'redirect'; to: string; replace: true };

/** One guard step: a decision ends the guard, undefined hands over to the next step. */
export type GuardStep = (input: GuardInput, deps: GuardDeps) => GuardDecision | undefined | Promise<GuardDecision | undefined>;

export const redirectTo = (to: string): GuardDecision => ({ kind: 'redirect', to, replace: true });
