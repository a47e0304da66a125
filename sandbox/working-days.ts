// Working days on China's official calendar: weekends and public holidays are off, and the weekend days
// the State Council moves work to (调休) are on. The calendar is `chinese-days`, which follows each year's
// State Council notice; a year not yet announced counts weekends only.
// Its package is CommonJS without named exports Node can see: import the whole calendar.
import calendar from 'chinese-days';

/** The day `count` working days after `day` (yyyy-MM-dd): what "within N working days" promises. */
export const addWorkingDays = (day: string, count: number): string => calendar.findWorkday(count, day);

/**
 * A date the customer must meet, on a working day: `day` itself, or the next working day when it is a weekend
 * or a public holiday (民法典 第二百零三条: a period whose last day is a holiday ends on the day after it).
 */
export const onWorkingDay = (day: string): string => (calendar.isWorkday(day) ? day : addWorkingDays(day, 1));

/** Policy changes are handled on working days within these hours (Shanghai time). */
export const CHANGE_HOURS = { open: '08:30', close: '20:00' } as const;

/** Whether `at` (yyyy-MM-dd HH:mm:ss) falls in the policy-change hours of a working day. */
export function inChangeHours(at: string): boolean {
  const time = at.slice(11, 16);
  return calendar.isWorkday(at.slice(0, 10)) && time >= CHANGE_HOURS.open && time < CHANGE_HOURS.close;
}

/**
 * The day a change made at `at` takes effect: that day in the change hours; otherwise the day the hours
 * next open (the same day before they open on a working day, else the next working day).
 */
export function changeEffectiveDate(at: string): string {
  const day = at.slice(0, 10);
  if (inChangeHours(at)) return day;
  return calendar.isWorkday(day) && at.slice(11, 16) < CHANGE_HOURS.open ? day : addWorkingDays(day, 1);
}
