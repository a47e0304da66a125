// What an administrator and operations staff manage beside pages: staff accounts and activities, each
// change audited.
import type { Database } from '../database/database';
import type { CoreHandover } from '../activities/core-handover';
import { activityProblem, findActivity, listActivities, registerActivity, type Activity } from '../activities/activity-store';
import { appendAudit } from '../audit/audit-log';
import { passwordProblem } from '../staff/passwords';
import { endStaffSessions } from '../staff/sessions';
import { createStaff, isRole, listStaff, updateStaff, type Staff } from '../staff/staff-store';
import type { Role } from '../workflow/transitions';
import { Refusal } from './refusal';

function validRoles(roles: unknown): Role[] {
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isRole)) throw new Refusal('角色（roles）须为 editor、reviewer、publisher、admin 中的一个或几个', 422);
  return [...new Set(roles)];
}

/** `core`: where a registered activity is handed over (none: the core system learns activities another way). */
export function administration(db: Database, now: () => Date, core?: CoreHandover) {
  const audit = (actor: Staff, action: string, target: string, detail: Record<string, unknown>) => appendAudit(db, {
    at: now().toISOString(), actorId: actor.id, actorName: actor.displayName, action, target, version: null, difference: null, detail,
  });

  return {
    listStaff: () => listStaff(db),

    async createStaff(admin: Staff, input: { username?: unknown; displayName?: unknown; password?: unknown; roles?: unknown }): Promise<Staff> {
      if (typeof input.username !== 'string' || !/^[a-z][a-z0-9._-]{1,31}$/.test(input.username)) throw new Refusal('用户名（username）须为 2–32 位小写字母、数字、点、下划线或连字符，以字母开头', 422);
      const problem = passwordProblem(input.password);
      if (problem) throw new Refusal(`${problem}（password）`, 422);
      const roles = validRoles(input.roles);
      if ((await listStaff(db)).some((staff) => staff.username === input.username)) throw new Refusal(`用户名 ${input.username} 已被使用`, 409);
      const displayName = typeof input.displayName === 'string' && input.displayName.trim() ? input.displayName.trim() : input.username;
      const created = await createStaff(db, { username: input.username, displayName, password: input.password as string, roles }, now());
      await audit(admin, 'create-staff', `staff:${created.username}`, { roles });
      return created;
    },

    async updateStaff(admin: Staff, id: number, input: { roles?: unknown; active?: unknown; displayName?: unknown; password?: unknown }): Promise<Staff> {
      const change: Parameters<typeof updateStaff>[2] = {};
      if (input.roles !== undefined) change.roles = validRoles(input.roles);
      if (input.active !== undefined) {
        if (typeof input.active !== 'boolean') throw new Refusal('启用状态（active）须为 true 或 false', 422);
        if (id === admin.id && !input.active) throw new Refusal('不能停用自己的账号', 409);
        change.active = input.active;
      }
      if (input.displayName !== undefined) change.displayName = String(input.displayName).trim();
      if (input.password !== undefined) {
        const problem = passwordProblem(input.password);
        if (problem) throw new Refusal(`${problem}（password）`, 422);
        change.password = input.password as string;
      }
      const updated = await updateStaff(db, id, change);
      if (!updated) throw new Refusal('人员不存在', 404);
      // A new password or a deactivated account signs the person out everywhere.
      if (change.password !== undefined || change.active === false) await endStaffSessions(db, id, now());
      await audit(admin, 'update-staff', `staff:${updated.username}`, { roles: change.roles, active: change.active, passwordReset: change.password !== undefined });
      return updated;
    },

    listActivities: () => listActivities(db),

    async registerActivity(staff: Staff, input: { code?: unknown; name?: unknown; startsAt?: unknown; endsAt?: unknown; pagePath?: unknown }): Promise<Activity> {
      const problem = activityProblem(input);
      if (problem) throw new Refusal(problem, 422);
      if (await findActivity(db, input.code as string)) throw new Refusal(`活动编码 ${input.code} 已登记`, 409);
      // Registered only once the core system has it: else the campaign's page would collect leads it refuses.
      const activity = await db.transaction(async (tx) => {
        const registered = await registerActivity(tx, {
          code: input.code as string, name: (input.name as string).trim(), startsAt: new Date(input.startsAt as string).toISOString(), endsAt: new Date(input.endsAt as string).toISOString(),
          pagePath: (input.pagePath as string | undefined) ?? null, registeredBy: staff.id,
        }, now());
        await core?.handOver(registered);
        return registered;
      });
      await audit(staff, 'register-activity', `activity:${activity.code}`, { name: activity.name, startsAt: activity.startsAt, endsAt: activity.endsAt, pagePath: activity.pagePath });
      return activity;
    },
  };
}

export type Administration = ReturnType<typeof administration>;
