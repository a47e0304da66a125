// The API of staff accounts (login, logout, me, staff management), activities and the release key.
import type { Database } from '../database/database';
import type { SigningKey } from '../releases/signing-key';
import type { Administration } from '../service/administration';
import { beijingTime } from '../service/beijing-time';
import { Refusal } from '../service/refusal';
import { endSession, SESSION_HOURS, startSession } from '../staff/sessions';
import { checkLogin } from '../staff/staff-store';
import { ROLE_LABELS } from '../workflow/transitions';
import { idParam, staffOf, type Route, type RouteAnswer } from './route';
import { clearedSessionCookie, loginLimiter, sessionCookie } from './security';

export interface AccountDependencies { db: Database; administration: Administration; key: SigningKey; now: () => Date; cookiePath: string }

const withRoleLabels = <T extends { roles: readonly (keyof typeof ROLE_LABELS)[] }>(staff: T) => ({ ...staff, roleLabels: staff.roles.map((role) => ROLE_LABELS[role]) });

export function accountRoutes({ db, administration, key, now, cookiePath }: AccountDependencies): Route[] {
  const limitLogins = loginLimiter();
  return [
    {
      method: 'POST', path: 'login', access: 'public',
      run: async ({ body, address }): Promise<RouteAnswer> => {
        const limit = limitLogins.check(address, now().getTime());
        if (!limit.allowed) return { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) }, body: { error: { message: `登录尝试过于频繁，请 ${limit.retryAfterSeconds} 秒后再试` } } };
        if (typeof body.username !== 'string' || typeof body.password !== 'string') throw new Refusal('请填写用户名和密码', 422);
        const login = await checkLogin(db, body.username.trim(), body.password, now());
        if (!login.ok) limitLogins.refused(address, now().getTime());
        if (!login.ok && login.reason === 'locked') {
          throw new Refusal(`密码错误次数过多，账号已锁定至 ${beijingTime(login.lockedUntil!)}（北京时间），请稍后再试或联系管理员`, 423);
        }
        if (!login.ok) throw new Refusal('用户名或密码不正确', 401);
        const session = await startSession(db, login.staff.id, now());
        return { headers: { 'Set-Cookie': sessionCookie(session.id, cookiePath, SESSION_HOURS * 3600) }, body: { staff: withRoleLabels(login.staff), csrfToken: session.csrfToken, expiresAt: session.expiresAt } };
      },
    },
    {
      method: 'POST', path: 'logout', access: 'staff',
      run: async ({ sessionId }) => {
        await endSession(db, sessionId!, now());
        return { status: 200, headers: { 'Set-Cookie': clearedSessionCookie(cookiePath) }, body: { ok: true } };
      },
    },
    { method: 'GET', path: 'me', access: 'staff', run: async ({ session }) => ({ body: { staff: withRoleLabels(session!.staff), csrfToken: session!.csrfToken, expiresAt: session!.expiresAt } }) },
    { method: 'GET', path: 'staff', access: ['admin'], run: async () => ({ body: (await administration.listStaff()).map(withRoleLabels) }) },
    { method: 'POST', path: 'staff', access: ['admin'], run: async (context) => ({ status: 201, body: withRoleLabels(await administration.createStaff(staffOf(context), context.body)) }) },
    { method: 'PATCH', path: 'staff/:id', access: ['admin'], run: async (context) => ({ body: withRoleLabels(await administration.updateStaff(staffOf(context), idParam(context), context.body)) }) },
    { method: 'GET', path: 'activities', access: 'staff', run: async () => ({ body: await administration.listActivities() }) },
    { method: 'POST', path: 'activities', access: ['editor', 'publisher'], run: async (context) => ({ status: 201, body: await administration.registerActivity(staffOf(context), context.body) }) },
    // The public key the portal build is configured with (docs/publishing.md): public by nature.
    { method: 'GET', path: 'release-key', access: 'public', run: async () => ({ body: key.publicJwk }) },
  ];
}
