import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '../../runtime/core/session/storage';

/** The class on <html> by which runtime/react/app.css keeps a visitor's build-time markup from a customer. */
const SIGNED_IN_CLASS = 'signed-in';

/**
 * Runs in the <head> of a document whose build-time markup is what a visitor sees (scripts/lib/prerender.ts),
 * before anything is drawn: a customer who is signed in (a stored access token), is signing in with a
 * `?t=` token, or may not browse as a visitor (visitor mode off) must never see it, even for a frame. Read
 * as createSession (runtime/core/session/session.ts) reads the same keys; storage that refuses access means a visitor.
 */
export const SIGNED_IN_CHECK = `try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)})||"{}");`
  + `if((u&&u.accessToken)||localStorage.getItem(${JSON.stringify(STORAGE_KEYS.visitorMode)})==="false"||new URLSearchParams(location.search).has("t"))`
  + `document.documentElement.classList.add(${JSON.stringify(SIGNED_IN_CLASS)})}catch(e){}`;

/** The CSP source that lets exactly this script run inline, and no other. */
export const SIGNED_IN_CHECK_SOURCE = `'sha256-${createHash('sha256').update(SIGNED_IN_CHECK).digest('base64')}'`;
