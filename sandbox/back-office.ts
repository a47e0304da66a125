// The core system's back office: what the insurer's own systems call, never a customer's page or a test.
// The publishing service hands over each campaign activity operations staff register
// (PUT back-office/campaign-activities/{code}), authorised by the token the two share (CORE_BACK_OFFICE_TOKEN).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from './api-prefix';
import { registerActivity, type HandedActivity } from './activity-register';
import { failure, success } from './envelope';
import { readBody, sendJson } from './http';

export const BACK_OFFICE_PREFIX = `${API_PREFIX}back-office/`;
const ACTIVITY_PATH = /^campaign-activities\/([A-Z][A-Z0-9_]{2,39})$/;

const sameToken = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** The activity in a hand-over's body, or what is wrong with it. */
function handedActivity(body: unknown): HandedActivity | string {
  const { name, startsAt, endsAt, pagePath } = (body ?? {}) as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim()) return '活动名称（name）不能为空';
  if (typeof startsAt !== 'string' || typeof endsAt !== 'string' || Number.isNaN(Date.parse(startsAt)) || Number.isNaN(Date.parse(endsAt))) return '活动起止时间（startsAt、endsAt）须为有效的时间';
  if (Date.parse(endsAt) <= Date.parse(startsAt)) return '活动结束时间须晚于开始时间';
  if (pagePath !== null && pagePath !== undefined && (typeof pagePath !== 'string' || !pagePath.startsWith('/'))) return '活动页面（pagePath）须为以 / 开头的路由路径';
  return { name: name.trim(), startsAt, endsAt, pagePath: pagePath ?? null };
}

export async function backOffice(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const refuse = (status: number, message: string) => sendJson(res, status, failure('code', String(status), message));
  const expected = process.env.CORE_BACK_OFFICE_TOKEN;
  if (!expected) return refuse(503, '核心系统后台未配置访问令牌（CORE_BACK_OFFICE_TOKEN）');
  const given = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  if (!sameToken(given, expected)) return refuse(401, '后台访问令牌无效');
  const code = ACTIVITY_PATH.exec(url.pathname.slice(BACK_OFFICE_PREFIX.length))?.[1];
  if (!code) return refuse(404, `接口不存在：${req.method} ${url.pathname}`);
  if (req.method !== 'PUT') return refuse(405, `请求方法不被允许：${req.method} ${url.pathname}`);
  const activity = handedActivity((await readBody(req)).body);
  if (typeof activity === 'string') return refuse(400, activity);
  registerActivity(code, activity);
  sendJson(res, 200, success('code', { code, ...activity }));
}
