// Campaign activities, registered by operations staff: a campaign's leads are recorded under its activity,
// and a campaign's schedule must lie within its activity's dates.
import type { Queryable } from '../database/database';

export interface Activity { code: string; name: string; startsAt: string; endsAt: string; pagePath: string | null; registeredBy: number; registeredAt: string }

interface ActivityRow { code: string; name: string; starts_at: Date; ends_at: Date; page_path: string | null; registered_by: number; registered_at: Date }

const toActivity = (row: ActivityRow): Activity => ({
  code: row.code, name: row.name, startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString(), pagePath: row.page_path, registeredBy: row.registered_by, registeredAt: row.registered_at.toISOString(),
});

export async function registerActivity(db: Queryable, input: Omit<Activity, 'registeredAt'>, now: Date): Promise<Activity> {
  const [row] = await db.query<ActivityRow>(
    'INSERT INTO activities (code, name, starts_at, ends_at, page_path, registered_by, registered_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *',
    [input.code, input.name, input.startsAt, input.endsAt, input.pagePath, input.registeredBy, now.toISOString()],
  );
  return toActivity(row);
}

export async function listActivities(db: Queryable): Promise<Activity[]> {
  return (await db.query<ActivityRow>('SELECT * FROM activities ORDER BY starts_at DESC, code')).map(toActivity);
}

export async function findActivity(db: Queryable, code: string): Promise<Activity | undefined> {
  const [row] = await db.query<ActivityRow>('SELECT * FROM activities WHERE code = $1', [code]);
  return row && toActivity(row);
}

/** What keeps an activity from being registered, in Chinese, naming the field. */
export function activityProblem(input: { code?: unknown; name?: unknown; startsAt?: unknown; endsAt?: unknown; pagePath?: unknown }): string | undefined {
  if (typeof input.code !== 'string' || !/^[A-Z][A-Z0-9_]{2,39}$/.test(input.code)) return '活动编码（code）须为 3–40 位大写字母、数字或下划线，以字母开头，如 ACT_SPRING_2027';
  if (typeof input.name !== 'string' || !input.name.trim()) return '请填写活动名称（name）';
  const start = typeof input.startsAt === 'string' ? Date.parse(input.startsAt) : NaN;
  const end = typeof input.endsAt === 'string' ? Date.parse(input.endsAt) : NaN;
  if (Number.isNaN(start)) return '活动开始时间（startsAt）不是有效的时间';
  if (Number.isNaN(end)) return '活动结束时间（endsAt）不是有效的时间';
  if (end <= start) return '活动结束时间（endsAt）必须晚于开始时间（startsAt）';
  if (input.pagePath !== undefined && input.pagePath !== null && (typeof input.pagePath !== 'string' || !input.pagePath.startsWith('/'))) return '活动页面（pagePath）须为以 / 开头的路由路径';
  return undefined;
}
