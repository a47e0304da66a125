import { classifyAddress } from '../navigation/address';
import type { ActionHost, ActionSpec } from './types';

const text = { type: 'string' };
const stringMap = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } };
const anyMap = { type: 'object' };

function asStringMap(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]));
}

const LINK_REFUSED = '暂不支持打开该链接';

/**
 * Follows a link from config or from the server (a banner's, a notice's): in-app paths navigate, an
 * allowlisted site or a tel:/mailto: link opens, anything else is refused with a word, never swallowed.
 */
function follow(to: string, host: ActionHost, options: { replace: boolean; query?: Record<string, string> }): boolean {
  const address = classifyAddress(to, host.site);
  if (address.kind === 'in-app') host.navigate(address.to, options);
  else if (address.kind === 'external') host.openUrl(address.url, { replace: options.replace });
  else host.toast({ message: LINK_REFUSED, kind: 'info' });
  return address.kind !== 'refused';
}

/** The actions every page may use. */
export const builtinActions: readonly ActionSpec[] = [
  {
    name: 'navigate',
    description: 'Opens a route of the portal (with or without `/official`), an allowlisted https site or a `tel:`/`mailto:` link; anything else is refused with 暂不支持打开该链接 and runs `else`.',
    schema: { properties: { to: text, query: stringMap, replace: { type: 'boolean' } }, required: ['to'] },
    run: (args, host) => follow(String(args.to ?? ''), host, { replace: args.replace === true, query: asStringMap(args.query) }),
  },
  {
    name: 'replace',
    description: 'As `navigate`, replacing the current history entry.',
    schema: { properties: { to: text, query: stringMap }, required: ['to'] },
    run: (args, host) => follow(String(args.to ?? ''), host, { replace: true, query: asStringMap(args.query) }),
  },
  {
    name: 'back',
    description: 'Goes back in history (`delta` entries, 1 by default).',
    schema: { properties: { delta: { type: 'integer', minimum: 1 } } },
    run: (args, host) => host.back(typeof args.delta === 'number' ? args.delta : 1),
  },
  {
    name: 'openUrl',
    description: 'Opens an allowlisted https site or a `tel:`/`mailto:` link, as `navigate` checks it.',
    schema: { properties: { url: { type: 'string', pattern: '^(https://|tel:|mailto:|\\{\\{)' } }, required: ['url'] },
    run: (args, host) => follow(String(args.url ?? ''), host, { replace: false }),
  },
  {
    name: 'toast',
    description: 'Shows a short message.',
    schema: { properties: { message: text, kind: { enum: ['info', 'success', 'error', 'loading'] } }, required: ['message'] },
    run: (args, host) => host.toast({ message: String(args.message), kind: (args.kind as 'info') ?? 'info' }),
  },
  {
    name: 'dialog',
    description: 'Shows a message with one button; resolves when it is closed.',
    schema: { properties: { title: text, message: text, confirmText: text }, required: ['message'] },
    run: (args, host) => host.alert(args as never),
  },
  {
    name: 'confirm',
    description: 'Asks a question with 确定/取消; 取消 runs `else` and stops a sequence.',
    schema: { properties: { title: text, message: text, confirmText: text, cancelText: text }, required: ['message'] },
    run: (args, host) => host.confirm(args as never),
  },
  {
    name: 'setState',
    description: 'Writes page state: each key of `values` is a state path.',
    schema: { properties: { values: anyMap }, required: ['values'] },
    run: (args, host) => host.setState(args.values as Record<string, unknown>),
  },
  {
    name: 'reload',
    description: 'Loads a data source of the page again (its data stays on screen meanwhile).',
    schema: { properties: { source: text }, required: ['source'] },
    run: (args, host) => host.reload(String(args.source)),
  },
  {
    name: 'callService',
    description: 'Calls a service of the service catalogue (`pages-config/services/`); `then` reads its answer as `result`, `else` the failure as `error`.',
    schema: { properties: { service: text, params: anyMap, body: {} }, required: ['service'] },
    run: (args, host) => host.callService(String(args.service), (args.params as Record<string, unknown>) ?? {}, args.body),
  },
  {
    name: 'share',
    description: 'Sets the messaging-app share card of the page (defaults: the page title and address).',
    schema: { properties: { title: text, desc: text, link: text, image: text } },
    run: (args, host) => host.share(args),
  },
  {
    name: 'track',
    description: 'Sends an analytics event for the current page.',
    schema: { properties: { event: text, params: anyMap }, required: ['event'] },
    run: (args, host) => host.track(String(args.event), (args.params as Record<string, unknown>) ?? {}),
  },
];
