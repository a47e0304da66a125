// A campaign's schedule: a structured start and end, the start before the end, inside the dates of its
// registered activity.
import { beijingTime } from '../service/beijing-time';
import type { Gate, GateRefusal } from './gate';

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
