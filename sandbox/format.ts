// Small formatting helpers shared by seeds and handlers: masking, Shanghai-time dates, sequential ids.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SandboxState } from './model';

/** The server masks phone numbers as the portal shows them: only the last 4 digits visible. */
export { maskPhone } from '../runtime/core/session/mask-phone';
export const maskCert = (certNo: string): string => `${certNo.slice(0, 4)}${'*'.repeat(Math.max(certNo.length - 8, 0))}${certNo.slice(-4)}`;
export const maskCard = (cardNo: string): string => `**** **** **** ${cardNo.slice(-4)}`;

// One formatter for every date: toLocaleString with options builds a new one per call, which was most of
// the time a client's world took to seed (its years of history are dated one record at a time).
const SHANGHAI = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
/** China's wall-clock time of `date`, yyyy-MM-dd HH:mm:ss. */
const shanghai = (date: Date) => SHANGHAI.format(date);
/** The time a client's world is set to (POST __sandbox/clock), for the request being served. */
const worldTime = new AsyncLocalStorage<string | undefined>();

/** Runs `serve` on a world's own time, when it has one. */
export const atWorldTime = <T>(at: string | undefined, serve: () => T): T => worldTime.run(at, serve);

/**
 * The sandbox's clock: the world's own time if a test set one, else SANDBOX_NOW (an ISO time), which pins
 * it so snapshot and browser-test runs see the same working hours, due dates and record dates whatever the
 * time of day they run, else the real time.
 */
export const clock = (): Date => {
  const at = worldTime.getStore() ?? process.env.SANDBOX_NOW;
  return at ? new Date(at) : new Date();
};
/** Today in China, yyyy-MM-dd. */
export const today = (date = clock()): string => shanghai(date).slice(0, 10);
/** Now in China, yyyy-MM-dd HH:mm:ss. */
export const now = (date = clock()): string => shanghai(date).slice(0, 19);
export const addDays = (day: string, days: number): string => today(new Date(Date.parse(`${day}T12:00:00+08:00`) + days * 86_400_000));

/** yyyy-MM-dd as a customer reads it: 2026-11-25 → 2026年11月25日. */
export const chineseDate = (day: string): string => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`;

/** The same day a year later: 2026-12-01 → 2027-12-01. */
export const nextYear = (day: string): string => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/** The same day `months` months on, or that month's last day when it is shorter: 2026-01-31 + 1 → 2026-02-28. */
export function addMonths(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(Number(day.slice(8, 10)), last)).padStart(2, '0')}`;
}

/** Whole calendar months from one day's month to another's: 2021-03-10 → 2026-12-10 is 69. */
export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

export function ageOn(birthday: string, day = today()): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/** A new id, unique within the state (the counter is part of the state, so ids survive persistence). */
export function nextId(state: SandboxState, prefix: string): string {
  state.sequence += 1;
  return `${prefix}${String(state.sequence).padStart(6, '0')}`;
}

// One formatter for every amount, as for dates: a new one per call was nearly half of a sandbox reset (every
// seeded claim's amounts are written out).
const AMOUNT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatAmount = (amount: number): string => AMOUNT.format(amount);
/** An amount of money as every page writes it (the money(2) filter's form): ¥12,000.00. */
export const yuan = (amount: number): string => `¥${formatAmount(amount)}`;
