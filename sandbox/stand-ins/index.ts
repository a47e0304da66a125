// Same-origin stand-ins for the places the portal hands a customer to: the partners' pages (medical-insurance
// authorisation, online service, the beans mall, 泛客, the face-check vendor) and the e-policy documents.
// A partner page returns to the portal as the partner would, with its result parameter; production hands
// customers to the real addresses the insurer's services answer with.
import type { ServerResponse } from 'node:http';
import { API_PREFIX } from '../api-prefix';
import type { ClientWorld } from '../clients';
import { sendJson } from '../http';
import { failure } from '../envelope';
import { now } from '../format';
import { ePolicyPdf } from './e-policy';
import { partnerPage } from './page';
import { partners } from './partners';
import { isPortalUrl, portalUrl } from '../../runtime/platform/base-path';

export const STAND_IN_PREFIX = `${API_PREFIX}stand-in/`;
/** Where a partner returns to when the portal named no address of its own. */
const PORTAL_HOME = portalUrl('/');

/** The address a handler hands the customer to: the stand-in of `partner`, with its parameters. */
export const standInUrl = (partner: string, params: Record<string, string>) => `${STAND_IN_PREFIX}${partner}?${new URLSearchParams(params)}`;

/** Only an address of the portal itself: a partner never sends the customer anywhere else. */
const portalAddress = (value: string | null) => (value && isPortalUrl(value) && !/[\s\\]/.test(value) ? value : PORTAL_HOME);

function notFound(res: ServerResponse, what: string): void {
  sendJson(res, 404, failure('code', '404', `${what}不存在或已失效`));
}

export async function serveStandIn(res: ServerResponse, url: URL, world: ClientWorld): Promise<void> {
  const [name, step] = url.pathname.slice(STAND_IN_PREFIX.length).split('/');
  const policy = /^e-policy-(\w+)\.pdf$/.exec(name ?? '');
  if (policy) {
    const ticket = world.store.current.documentTickets[policy[1]];
    const found = ticket && world.store.current.policies.find((p) => p.policyNo === ticket.policyNo && p.customerId === ticket.customerId);
    if (!found) return notFound(res, '电子保单');
    const pdf = await ePolicyPdf(found, now());
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdf.length, 'Content-Disposition': `inline; filename="${found.policyNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`${found.productName}-${found.policyNo}.pdf`)}`, 'Cache-Control': 'no-store' });
    return void res.end(pdf);
  }
  const partner = partners[name ?? ''];
  if (!partner || (step && step !== 'done')) return notFound(res, '合作方页面');
  const query = new URLSearchParams(url.searchParams);
  if (!step) {
    const html = partnerPage(partner, `${STAND_IN_PREFIX}${name}/done`, query, world.store.current);
    world.store.save();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    return void res.end(html);
  }
  const choice = query.get('choice') ?? '';
  if (!partner.choices.some((c) => c.key === choice)) return notFound(res, '操作');
  query.delete('choice');
  const location = partner.finish(world.store.current, query, choice, portalAddress(query.get('returnUrl')));
  world.store.save();
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}
