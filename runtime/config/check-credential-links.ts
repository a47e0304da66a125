import { templateRefs } from '../core/expression';
import { eachActionStep, eachExpression, eachString, type Issue, type PageFacts } from './page-checks';

/**
 * What leaves the page with an action: an address (and so other sites' logs, a Referer, a chat it is
 * shared to), a share card, an analytics event. A key missing here stays on the page.
 */
const OUTBOUND: Readonly<Record<string, readonly string[]>> = {
  navigate: ['to', 'query'],
  replace: ['to', 'query'],
  openUrl: ['url'],
  openFile: ['url'],
  share: ['link', 'title', 'desc'],
  track: ['event', 'params'],
};

/**
 * The names a credential goes by, wherever it is read: the agent's `token` on the invitation (/jump-agent,
 * read there by enterAgentMode), an access token in a service's answer (a partner's sign-on hands over a
 * one-time `code` instead, redeemed by the partner's server), the customer's own. A face check's `bizToken`
 * names one check's outcome, which its return address carries by that flow's protocol: it signs no one in.
 */
const CREDENTIALS = new Set(['token', 'accessToken', 'refreshToken', 'userToken', 'agentToken', 'idToken']);
/** `t`, the customer's access token, arrives in the address (taken out before any page reads `query`). */
const ADDRESS_CREDENTIALS = new Set([...CREDENTIALS, 't']);

/** The credential an expression reads, as `root.key…`, when it reads one (the session view has none: scope-keys.ts refuses any). */
function credentialRead(source: string): string | undefined {
  try {
    const path = templateRefs(source).paths.find(({ root, prefix }) => root !== 'session' && prefix.some((key) => CREDENTIALS.has(key)) || (root === 'query' && ADDRESS_CREDENTIALS.has(prefix[0])));
    return path && [path.root, ...path.prefix].join('.');
  } catch {
    // An expression that does not parse is reported by checkExpressions.
    return undefined;
  }
}

/** Every expression in `value` reading a credential, with its pointer and place in the string. */
function credentialIssues(value: unknown, pointer: string, issues: Issue[]): void {
  eachString(value, pointer, (text, at) => eachExpression(text, (source, index) => {
    const read = source === undefined ? undefined : credentialRead(source);
    if (read) issues.push({ pointer: at, at: index, message: `"${read}" is a credential: a link, a share card or a tracking parameter must not carry it (it would reach other sites, chats and analytics)` });
  }));
}

/**
 * Refuses the portal's credentials in what leaves the page: a link's address or query, a share card (the
 * action's and the page's own), a tracking event. The session view holds none (core/session/view.ts);
 * this keeps the ones an address brings (`query.token` on the agent's invitation) on the page.
 */
export function checkCredentialLinks({ page }: PageFacts): Issue[] {
  const issues: Issue[] = [];
  eachActionStep(page, '', (step, pointer) => {
    for (const key of OUTBOUND[String(step.action)] ?? []) credentialIssues(step[key], `${pointer}/${key}`, issues);
  });
  credentialIssues(page.share, '/share', issues);
  return issues;
}
