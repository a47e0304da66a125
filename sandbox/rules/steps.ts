// A flow's steps as a table, as an insurer's core system keeps them: each step says when the application needs it
// and when the server saw it pass. A step is entered only once every step before it that the application needs has
// passed; otherwise `enter` refuses (A0409) naming the first one missing, so no address, replayed call or skipped
// page can jump ahead. `progressOf` answers where an application stands, for the page to show the right step.
import type { Endorsement } from '../model';
import { SandboxFailure } from '../handlers/context';

export interface Step<R, K extends string> {
  key: K;
  /** The step as the customer reads it: 健康告知… */
  name: string;
  /** Whether this application needs the step at all (medical records only after health findings); always by default. */
  needed?: (record: R) => boolean;
  passed: (record: R) => boolean;
  /** The refusal while the step is missing, when 请先完成<name> would not say it well. */
  missing?: string;
}

export type Steps<R, K extends string> = ReadonlyArray<Step<R, K>>;

export interface Progress<K extends string> {
  steps: Array<{ step: K; name: string; passed: boolean }>;
  /** The first needed step not passed yet; null once every one has. */
  next: K | null;
  nextName: string | null;
}

const neededBy = <R, K extends string>(steps: Steps<R, K>, record: R) => steps.filter((s) => s.needed?.(record) ?? true);

export function progressOf<R, K extends string>(steps: Steps<R, K>, record: R): Progress<K> {
  const needed = neededBy(steps, record);
  const next = needed.find((s) => !s.passed(record)) ?? null;
  return { steps: needed.map((s) => ({ step: s.key, name: s.name, passed: s.passed(record) })), next: next?.key ?? null, nextName: next?.name ?? null };
}

/** Refuses (A0409, naming the first missing step) unless every needed step before `key` has passed. */
export function enter<R, K extends string>(steps: Steps<R, K>, record: R, key: K): void {
  const before = neededBy(steps.slice(0, steps.findIndex((s) => s.key === key)), record);
  const missing = before.find((s) => !s.passed(record));
  if (missing) throw new SandboxFailure('A0409', missing.missing ?? `请先完成${missing.name}`);
}

export type ReinstatementStep = 'insuredFace' | 'healthNotice' | 'medicalUpload' | 'confirm' | 'payment';

/** Past its draft, an application's steps before the confirmation were all seen to pass (the insurer confirmed it on them). */
const confirmed = (e: Endorsement) => e.status !== 'draft';

/**
 * Reinstatement (保单复效): the insured's own face check, the health notice, medical records when it has findings,
 * the customer's confirmation, then the arrears (unless the application was refused or withdrawn).
 */
export const reinstatementSteps: Steps<Endorsement, ReinstatementStep> = [
  { key: 'insuredFace', name: '被保险人身份验证', passed: (e) => confirmed(e) || e.insuredVerified !== undefined },
  { key: 'healthNotice', name: '健康告知', passed: (e) => confirmed(e) || Boolean(e.changes.healthNotice) },
  { key: 'medicalUpload', name: '上传体检资料', missing: '请先上传体检资料', needed: (e) => e.changes.healthNotice === 'Y', passed: (e) => confirmed(e) || e.imageCount > 0 },
  { key: 'confirm', name: '确认复效申请', passed: confirmed },
  { key: 'payment', name: '补缴保费', needed: (e) => e.status !== 'failed' && e.status !== 'withdrawn', passed: (e) => e.status === 'success' },
];
