import { beijingTime } from '../../../format/time';
import type { AutosaveStatus } from './autosave';

/** What the draft's autosave says, in words: read out politely as it changes (beside 保存草稿). */
export function autosaveText(status: AutosaveStatus, paused?: string): string {
  if (paused) return paused;
  switch (status.kind) {
    case 'idle': return '';
    case 'saving': return '正在保存…';
    case 'saved': return `已自动保存 ${beijingTime(status.at.toISOString()).slice(-5)}`;
    case 'failed': return status.retrying ? `自动保存失败：${status.message}，将自动重试` : `自动保存失败：${status.message}（修改后将再次保存）`;
  }
}

export function AutosaveNote({ status, paused }: { status: AutosaveStatus; paused?: string }) {
  const text = autosaveText(status, paused);
  const alarming = !!paused || status.kind === 'failed';
  return <span className={`console-autosave${alarming ? ' console-autosave--failed' : ''}`} role="status" aria-live="polite">{text}</span>;
}
