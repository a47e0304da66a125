// Working days on China's official calendar: weekends and public holidays are off, and the weekend days
// the State Council moves work to (调休) are on. The calendar is `chinese-days`, which follows each year's
// State Council notice; a year not yet announced counts weekends only.
// Its package is CommonJS without named exports Node can see: import the whole calendar.
import calendar from 'chinese-days';

/** The day `count` working days after `day` (yyyy-MM-dd): what "within N working days" promises. */
export const addWorkingDays = (day: string, count: number): string => calendar.findWorkday(count, day);
