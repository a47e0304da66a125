// The core system takes a campaign's leads, so it must know the campaign's activity: each activity staff
// register is handed to its back office (the sandbox's stand-in locally, sandbox/back-office.ts), and all
// of them again when the service starts, since the core system may have started afresh.
import { Refusal } from '../service/refusal';
import type { Activity } from './activity-store';

export interface CoreHandover {
  handOver(activity: Activity): Promise<void>;
}

export interface CoreBackOffice {
  /** The back office's campaign activities, e.g. https://core.hongtai-life.example/official-api/back-office/campaign-activities. */
  activitiesUrl: string;
  /** The token the back office expects (CORE_BACK_OFFICE_TOKEN). */
  token: string;
}

/** Hands activities over by HTTP; a refusal or an unreachable back office is the registration's refusal. */
export function coreBackOffice({ activitiesUrl, token }: CoreBackOffice): CoreHandover {
  return {
    async handOver({ code, name, startsAt, endsAt, pagePath }) {
      let answer: Response;
      try {
        answer = await fetch(`${activitiesUrl.replace(/\/+$/, '')}/${encodeURIComponent(code)}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ name, startsAt, endsAt, pagePath }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new Refusal(`核心系统暂时无法连接，活动 ${code} 未能登记，请稍后再试`, 502);
      }
      if (!answer.ok) {
        const message = ((await answer.json().catch(() => undefined)) as { message?: string } | undefined)?.message;
        throw new Refusal(`核心系统未能登记活动 ${code}${message ? `：${message}` : `（${answer.status}）`}`, 502);
      }
    },
  };
}
