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
 * The address keys the portal's own credentials arrive under: `t`, the customer's access token (taken out
 * before any page reads `query`), and `token`, the agent's on the invitation (/jump-agent, read there by
 * enterAgentMode). The session view holds neither. A partner's or a vendor's token in an answer or a
 * return address (a sign-on URL, a face check's bizToken) is that flow's own protocol, left to its page.
 */
const CREDENTIALS = ['t', 'token', 'accessToken', 'agentToken'];

/** The credential an expression reads, as `query.key`, when it reads one. */
function credentialRead(source: string): string | undefined {
  try {
    const path = templateRefs(source).paths.find(({ root, first }) => root === 'query' && first !== undefined && CREDENTIALS.includes(first));
    return path && `query.${path.first}`;
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
