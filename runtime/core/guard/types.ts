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

/** What the guard may use, injected by the app: where its redirects lead, and its effects. */
export interface GuardDeps {
  /** In-app paths the guard redirects to. */
  paths: { login: string };
  checkCps(cpsCode: string): Promise<boolean>;
  /** Tells the customer something once, quietly (an information toast): the page opens all the same. */
  notify(message: string): void;
  isLoggedIn(): Promise<boolean>;
  storeToken(token: string): void;
  clearUserInfo(): void;
}

export type GuardDecision = { kind: 'continue' } | { kind: 'redirect'; to: string; replace: true };

/** One guard step: a decision ends the guard, undefined hands over to the next step. */
export type GuardStep = (input: GuardInput, deps: GuardDeps) => GuardDecision | undefined | Promise<GuardDecision | undefined>;

/** A guard step of the extension catalogue, named (what it does for the docs: step-docs.ts). */
export interface GuardStepSpec {
  name: string;
  run: GuardStep;
}

export const redirectTo = (to: string): GuardDecision => ({ kind: 'redirect', to, replace: true });
