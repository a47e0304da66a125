import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../../studio/server/gates/gate';
import { lockedGate } from '../../../../studio/server/gates/locked-gate';
import { pageFromTemplate } from '../../../../studio/server/pages/templates';

const gate = lockedGate({ names: async () => new Map([['fragments/campaign-hotline', '活动咨询'], ['notice-bar', '公告栏']]) });
const template = () => pageFromTemplate({ kind: 'info', path: '/claim-guide', title: '理赔指南' }).content;
const NOTICE_REFUSED = { field: '/body/5', message: '合规内容“风险提示”已锁定，不能删除或修改' };

/** The gate on `content`, for a page made from the info template (and, if given, live at `live`). */
const refusals = (content: Record<string, any>, live: Record<string, any> | null = null) => gate({ content, firstVersion: template(), liveVersion: live } as Candidate);

describe('the locked blocks gate', () => {
  it('passes a page that keeps its template\'s locked block as it was, wherever it now is', async () => {
    const page = template();
    expect(await refusals(page)).toEqual([]);
    page.body.splice(1, 0, page.body.pop());
    expect(await refusals(page)).toEqual([]);
  });

  it('refuses a page that deletes it, changes a word of it or unlocks it, naming it by its title', async () => {
    const deleted = template();
    deleted.body.pop();
    expect(await refusals(deleted)).toEqual([NOTICE_REFUSED]);
    const changed = template();
    changed.body.at(-1).children[0].props.text = '请放心投保。';
    expect(await refusals(changed)).toEqual([NOTICE_REFUSED]);
    const unlocked = template();
    delete unlocked.body.at(-1).locked;
    expect(await refusals(unlocked)).toEqual([NOTICE_REFUSED]);
    const copied = template();
    copied.body.push(structuredClone(copied.body.at(-1)));
    expect(await refusals(copied)).toEqual([]);
  });

  it('keeps what the live version locked too, a fragment use named by the fragment\'s title and a node without one by its widget\'s name', async () => {
    const live = template();
    live.body.push({ use: 'fragments/campaign-hotline', locked: true }, { type: 'notice-bar', locked: true, props: { text: '本页内容仅供参考' } });
    expect(await refusals(live, live)).toEqual([]);
    const draft = template();
    expect(await refusals(draft, live)).toEqual([
      { field: '/body/6', message: '合规内容“活动咨询”已锁定，不能删除或修改' },
      { field: '/body/7', message: '合规内容“公告栏”已锁定，不能删除或修改' },
    ]);
  });

  it('has nothing to keep on a page whose earlier versions lock nothing', async () => {
    const page = { route: { path: '/claim-guide' }, body: [] };
    expect(await gate({ content: page, firstVersion: page, liveVersion: null } as unknown as Candidate)).toEqual([]);
  });
});
