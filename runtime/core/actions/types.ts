import type { ServiceRequest } from '../data';
import type { Site } from '../navigation/address';
import type { Session } from '../session';

export interface NavigateOptions { replace: boolean; query?: Record<string, string>; carry?: Record<string, string> }
export interface ToastOptions { message: string; kind: 'info' | 'success' | 'error' | 'loading' }
export interface DialogOptions { title?: string; message: string; confirmText?: string; cancelText?: string }
export interface SharePayload { title?: string; desc?: string; link?: string; image?: string }
/** Whether the share card was set, and the address it carries (absolute), for another way of passing it on. */
export interface ShareOutcome { shared: boolean; link: string }

/**
 * Everything an action may do to the app: the narrow surface the React layer implements.
 * Actions never see the router or React, and reach the session only through `session`.
 */
export interface ActionHost {
  /** The customer's session: the account actions log in and out through it. */
  session: Session;
  /** Where links may lead: this origin and the allowlisted ones. */
  site: Site;
  /** `carry`: values the next page reads as query parameters that never show in its address. */
  navigate(to: string, options: NavigateOptions): void;
  back(delta: number): void;
  /** Leaves the app by a full page load; `replace` leaves no history entry for the current page. */
  openUrl(url: string, options?: { replace?: boolean }): void;
  /** Inside the messaging-app (WeChat) browser, which cannot download files. */
  inMessagingApp: boolean;
  /** Opens a document in a new browser tab, the app staying open in this one. */
  openDocument(url: string, fileName?: string): void;
  /** Puts text on the clipboard; false when the browser refuses. */
  copyText(text: string): Promise<boolean>;
  toast(options: ToastOptions): void;
  alert(options: DialogOptions): Promise<void>;
  confirm(options: DialogOptions): Promise<boolean>;
  setState(values: Record<string, unknown>): void;
  reload(source: string): Promise<void>;
  /** A call the customer asked for: its failure is toasted once, or left to the page with `inline` feedback. */
  callService(service: string, request: ServiceRequest): Promise<unknown>;
  /** Sets the share card, within a few seconds or not at all, and tells nobody: the action decides who says what. */
  share(payload: SharePayload): Promise<ShareOutcome>;
  track(event: string, params: Record<string, unknown>): void;
}

/**
 * One action of the extension catalogue. `run` gets its arguments with expressions already resolved, and
 * the host: nothing else of the app. It resolves with a result (available to `then` as `result`);
 * returning `false` or throwing runs `else`.
 */
export interface ActionSpec {
  name: string;
  /** Argument keys that hold config left unresolved (for example nested actions). */
  raw?: string[];
  /** It answers nothing of its own: its `then` still reads the `result` of the step it runs in (a confirm between a call and what uses its answer). */
  keepsResult?: boolean;
  /**
   * Fetches the code the action loads when it runs (the login flow), once the customer starts on a page
   * that can run it (a field focused, a tap), so the tap that runs it does not wait for that code.
   */
  preload?: () => Promise<unknown>;
  run(args: Record<string, unknown>, host: ActionHost, step: StepInfo): unknown | Promise<unknown>;
}

/** What an action does and takes, for authors: read by the tooling, never shipped with the action. */
export interface ActionDoc {
  /** What it does (docs/actions-and-filters.md is generated from it). */
  description: string;
  /** JSON Schema of the step's own arguments (besides action/then/else). */
  schema: { properties: Record<string, unknown>; required?: string[] };
}

/** What an action may know of the step it runs in. */
export interface StepInfo {
  /** The step has an `else`, which takes over when the action fails: the action must not also say so. */
  handlesFailure: boolean;
}
