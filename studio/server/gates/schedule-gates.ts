// A campaign's schedule: a structured start and end, the start before the end, inside the dates of its
// registered activity, and the dates its texts state inside it.
import { eachString } from '../../../runtime/config/page-checks';
import { beijingTime } from '../service/beijing-time';
import type { Gate, GateRefusal } from './gate';
import { statedDates } from './text-dates';

const time = (text: string | undefined) => (text === undefined ? undefined : Date.parse(text));

export const scheduleGate: Gate = ({ kind, schedule, activityCode, activities }) => {
  const refusals: GateRefusal[] = [];
  const start = time(schedule.validFrom);
  const end = time(schedule.validTo);
  if (start !== undefined && Number.isNaN(start)) refusals.push({ field: 'validFrom', message: `开始时间（validFrom）“${schedule.validFrom}”不是有效的时间` });
  if (end !== undefined && Number.isNaN(end)) refusals.push({ field: 'validTo', message: `结束时间（validTo）“${schedule.validTo}”不是有效的时间` });
  if (refusals.length > 0) return refusals;
  if (start !== undefined && end !== undefined && end <= start) refusals.push({ field: 'validTo', message: '活动结束时间（validTo）必须晚于开始时间（validFrom）' });
  if (kind !== 'campaign') return refusals;
  if (start === undefined) refusals.push({ field: 'validFrom', message: '活动页必须填写开始时间（validFrom）' });
  if (end === undefined) refusals.push({ field: 'validTo', message: '活动页必须填写结束时间（validTo）' });
  if (!activityCode) return [...refusals, { field: 'activityCode', message: '活动页必须关联一个已登记的活动（activityCode）：请先在“活动”中登记' }];
  const activity = activities.find((item) => item.code === activityCode);
  if (!activity) return [...refusals, { field: 'activityCode', message: `活动 ${activityCode} 尚未登记：请先在“活动”中登记` }];
  if (start !== undefined && start < Date.parse(activity.startsAt)) refusals.push({ field: 'validFrom', message: `开始时间早于活动“${activity.name}”的开始时间 ${beijingTime(activity.startsAt)}（北京时间）` });
  if (end !== undefined && end > Date.parse(activity.endsAt)) refusals.push({ field: 'validTo', message: `结束时间晚于活动“${activity.name}”的结束时间 ${beijingTime(activity.endsAt)}（北京时间）` });
  return refusals;
};

/** A Beijing calendar day of an instant: the day staff and customers read. */
const beijingDay = (iso: string) => beijingTime(iso).slice(0, 10);

/**
 * What the page's texts say of its dates: a period whose end comes before its start is refused on any page;
 * on a campaign with a schedule, so is any date outside it (texts, schedule and activity state one period).
 */
export const textDatesGate: Gate = ({ kind, content, schedule, now }) => {
  const refusals: GateRefusal[] = [];
  // A schedule that is itself wrong is the schedule gate's to refuse: the texts are held against a sound one.
  const scheduled = kind === 'campaign' && schedule.validFrom && schedule.validTo && Date.parse(schedule.validFrom) < Date.parse(schedule.validTo)
    ? { from: beijingDay(schedule.validFrom), to: beijingDay(schedule.validTo) } : undefined;
  const year = Number((scheduled?.from ?? beijingDay(now.toISOString())).slice(0, 4));
  eachString(content, '', (text, pointer) => {
    const { dates, periods } = statedDates(text, year);
    for (const { from, to } of periods) {
      if (to.day < from.day) refusals.push({ field: pointer, message: `文字写的期间“${from.text}”至“${to.text}”结束早于开始，请改正` });
    }
    if (!scheduled) return;
    for (const { day, text: written } of dates) {
      if (day < scheduled.from || day > scheduled.to) {
        refusals.push({ field: pointer, message: `文字写的日期“${written}”不在本页排期 ${scheduled.from} 至 ${scheduled.to}（北京时间）之内：页面文字、排期和活动须是同一段时间` });
      }
    }
  });
  return refusals;
};
