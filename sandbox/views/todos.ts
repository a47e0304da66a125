// The customer's to-dos are not stored: each is read off the state it asks the customer to act on, so paying,
// renewing, answering a claim's issues or certifying makes it go everywhere at once (home, the to-do list).
import type { Customer, SandboxState } from '../model';
import { addDays, yuan } from '../format';
import { policiesOf } from './policy';
import { continuable, CONTINUATION_AHEAD_DAYS, continuationEndOf, lapseDateOf, policyStatus, reinstatementEndOf } from '../rules/policy-status';

export interface TodoView { id: string; title: string; content: string; businessType: string; link: string; createTime: string; deadline: string | null }

/** The yearly certification is asked for two months before its deadline. */
const CERTIFICATION_NOTICE_DAYS = 60;

const startOf = (day: string) => `${day} 00:00:00`;

/** Every to-do of the customer, the most urgent first (soonest deadline; those without one last, newest first). */
export function todosOf(state: SandboxState, customer: Customer): TodoView[] {
  const policies = policiesOf(state, customer);
  const policyOf = (policyNo: string) => policies.find((p) => p.policyNo === policyNo);
  const todos: TodoView[] = [
    ...state.survivalFunds.filter((fund) => fund.status === 'toReceive' && policyOf(fund.policyNo)).map((fund) => ({
      id: `TD-${fund.id}`, title: '生存金待领取', content: `${policyOf(fund.policyNo)!.productName}有一笔 ${yuan(fund.amount)} 的生存金待领取`,
      businessType: 'SURVIVAL_FUND', link: '/policy-business/survival-reward/list', createTime: startOf(fund.dueDate), deadline: null,
    })),
    ...policies.filter((p) => continuable(state, p)).map((p) => {
      const lastDay = continuationEndOf(p);
      const expired = policyStatus(state, p) === 'expired';
      return {
        id: `TD-RN-${p.policyNo}`, title: '续保提醒',
        content: expired
          ? `${p.productName}（${p.policyNo}）已于 ${p.expiryDate} 满期，保障已中断，请于 ${lastDay} 前续保`
          : `${p.productName}（${p.policyNo}）将于 ${p.expiryDate} 满期，请及时续保`,
        businessType: 'RENEWAL', link: '/continuation-insurance', createTime: startOf(addDays(p.expiryDate, 1 - CONTINUATION_AHEAD_DAYS)),
        deadline: expired ? lastDay : p.expiryDate,
      };
    }),
    ...state.claims.filter((c) => c.customerId === customer.id && c.status === 'supplement').flatMap((c) => {
      const open = c.issues.filter((issue) => !issue.resolved);
      if (open.length === 0) return [];
      return [{
        id: `TD-${c.claimId}`, title: '理赔材料待补充', content: `案件 ${c.claimNo} 需${open.map((issue) => issue.title).join('、')}`,
        businessType: 'CLAIM_SUPPLEMENT', link: `/claim/process-record/index?claimId=${c.claimId}`,
        createTime: c.progress.at(-1)?.time ?? startOf(c.applyDate), deadline: open.map((issue) => issue.deadline).sort()[0],
      }];
    }),
    ...policies.filter((p) => policyStatus(state, p) === 'lapsed').map((p) => {
      const lapseDate = lapseDateOf(p)!;
      return {
        id: `TD-RE-${p.policyNo}`, title: '保单效力中止', content: `${p.productName}（${p.policyNo}）因欠缴保费已效力中止，可申请复效`,
        businessType: 'REINSTATEMENT', link: '/policy-business/re/list', createTime: startOf(lapseDate),
        deadline: reinstatementEndOf(lapseDate),
      };
    }),
    ...state.survivalCertifications.filter((cert) => cert.survivalState === 0 && policyOf(cert.policyNo)).map((cert) => ({
      id: `TD-SC-${cert.policyNo}`, title: '年度生存认证', content: `请于 ${cert.deadline} 前完成年度生存认证，以免影响生存金领取`,
      businessType: 'SURVIVAL_CERT', link: '/policy-business/survival-status-verify', createTime: startOf(addDays(cert.deadline, -CERTIFICATION_NOTICE_DAYS)), deadline: cert.deadline,
    })),
  ];
  return todos.sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || b.createTime.localeCompare(a.createTime));
}
