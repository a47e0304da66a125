// Times as staff in China read them: Beijing time whatever the browser's zone (the service's format,
// studio/server/service/beijing-time.ts).
import { beijingTime } from '../../server/service/beijing-time';

export { beijingTime };

/** Beijing time's offset from UTC, in hours: the date pickers show and take times in it. */
export const BEIJING_UTC_OFFSET = 8;

/** A time or a dash when there is none. */
export const timeOrDash = (iso: string | null | undefined): string => (iso ? beijingTime(iso) : '—');

/** A page's window, as the list and the page header show it. */
export function scheduleText(validFrom: string | null | undefined, validTo: string | null | undefined): string {
  if (!validFrom && !validTo) return '未设置排期';
  if (!validTo) return `${beijingTime(validFrom!)} 起`;
  if (!validFrom) return `至 ${beijingTime(validTo)}`;
  return `${beijingTime(validFrom)} 至 ${beijingTime(validTo)}`;
}
