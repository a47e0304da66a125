import { proxy } from 'valtio/vanilla';

/** The customer's session as pages read it (`session.*`); persisted and cleared by the account flows. */
export interface Session {
  loggedIn: boolean;
  visitorMode: boolean;
  personal: Record<string, unknown>;
}

export const sessionStore = proxy<Session>({ loggedIn: false, visitorMode: false, personal: {} });
