import type { Endorsement, PreUnderwriting } from '../model';
import { reinstatementItems } from '../views/reinstatement';
import { arrearsOf } from '../rules/policy-status';
import { ANNUITY_POLICY, ENDOWMENT_POLICY, LAPSED_POLICY, policies } from './policies';

export const endorsementNames: Record<Endorsement['type'], string> = { occupation: '职业变更', am: '联系方式变更', gb: '年金领取变更', re: '保单复效' };

const base = { customerId: 'C100001', imageCount: 0, effectiveDate: null };
/** What reinstating the lapsed policy changes, as its applications show it. */
const lapsedItems = (day: string) => reinstatementItems(arrearsOf(policies().find((p) => p.policyNo === LAPSED_POLICY)!, day));
const applied = (time: string) => ({ time, description: '申请已提交，待您确认' });

export const endorsements = (): Endorsement[] => [
  {
    ...base, businessNo: 'BQ20240305001', type: 'occupation', status: 'success', result: '0', applyDate: '2024-03-05', policyNos: [ANNUITY_POLICY, ENDOWMENT_POLICY],
    items: [{ label: '被保险人职业', before: '一般职业/机关团体公司/外勤人员', after: '一般职业/机关团体公司/内勤人员' }],
    progress: [{ time: '2024-03-05 10:02:11', description: '申请已提交' }, { time: '2024-03-05 10:02:40', description: '职业变更已生效' }],
    changes: { custNo: 'C100001', occupationCode: '0101002' }, effectiveDate: '2024-03-05',
  },
  // Declined: the occupation asked for (class 6) is outside what the policies cover, so nothing changed.
  {
    ...base, businessNo: 'BQ20250302001', type: 'occupation', status: 'failed', result: '2', applyDate: '2025-03-02', policyNos: [ANNUITY_POLICY, ENDOWMENT_POLICY],
    items: [{ label: '被保险人职业', before: '一般职业/机关团体公司/内勤人员', after: '建筑工程业/建筑施工/高空作业人员' }],
    progress: [{ time: '2025-03-02 14:20:16', description: '申请已提交' }, { time: '2025-03-02 14:20:48', description: '很抱歉，本次申请未通过' }],
    changes: { custNo: 'C100001', occupationCode: '0501004' },
  },
  {
    ...base, businessNo: 'BQ20250612001', type: 'am', status: 'success', result: '0', applyDate: '2025-06-12', policyNos: [ANNUITY_POLICY, ENDOWMENT_POLICY],
    items: [{ label: '联系地址', before: '上海市徐汇区宜山路 700 号 12 号楼 503 室', after: '上海市浦东新区张杨路 500 号 2 号楼 1802 室' }],
    progress: [{ time: '2025-06-12 19:40:05', description: '申请已提交' }, { time: '2025-06-12 19:40:31', description: '联系方式变更已生效' }],
    changes: { address: '上海市浦东新区张杨路 500 号 2 号楼 1802 室' }, imageCount: 2, effectiveDate: '2025-06-12',
  },
  {
    ...base, businessNo: 'BQ20261120001', type: 'occupation', status: 'draft', result: null, applyDate: '2026-11-20', policyNos: [ANNUITY_POLICY, ENDOWMENT_POLICY],
    items: [{ label: '被保险人职业', before: '一般职业/机关团体公司/内勤人员', after: '信息技术业/软件与互联网/产品经理' }],
    progress: [applied('2026-11-20 20:14:09')], changes: { custNo: 'C100001', occupationCode: '0801002' },
  },
  {
    ...base, businessNo: 'BQ20261120002', type: 'am', status: 'draft', result: null, applyDate: '2026-11-20', policyNos: [ANNUITY_POLICY],
    items: [{ label: '电子邮箱', before: 'mingxuan.li@example.com', after: 'lmx1986@example.com' }],
    progress: [applied('2026-11-20 20:30:45')], changes: { email: 'lmx1986@example.com' },
  },
  {
    ...base, businessNo: 'BQ20261120003', type: 'gb', status: 'draft', result: null, applyDate: '2026-11-20', policyNos: [ANNUITY_POLICY],
    items: [{ label: '领取起始年龄', before: '60 周岁', after: '65 周岁' }, { label: '每年领取金额', before: '¥12,000.00', after: '¥15,000.00' }],
    progress: [applied('2026-11-20 21:05:33')], changes: { annuityStartAge: 65, annuityAmount: 15000 },
  },
  {
    ...base, businessNo: 'BQ20261120004', type: 're', status: 'draft', result: null, applyDate: '2026-11-21', policyNos: [LAPSED_POLICY],
    items: lapsedItems('2026-11-21'), progress: [applied('2026-11-21 09:18:27')], changes: { healthNotice: '' },
  },
  // An earlier application of the same policy, confirmed and then given up at the cashier: a policy has one open
  // application of a kind at a time, so the customer withdrew it before applying again.
  {
    ...base, businessNo: 'BQ20261119001', type: 're', status: 'withdrawn', result: '3', applyDate: '2026-11-19', policyNos: [LAPSED_POLICY],
    items: lapsedItems('2026-11-19'),
    progress: [applied('2026-11-19 19:02:11'), { time: '2026-11-19 19:06:40', description: '申请已确认，补缴保费后生效' }, { time: '2026-11-20 08:15:02', description: '您已撤销本次申请' }],
    changes: { healthNotice: 'N' },
  },
];

export const preUnderwriting = (): PreUnderwriting[] => [
  {
    recordId: 'PU001', customerId: 'C100001', questionnaireCode: 'PRE_UW_HEALTH', personId: 'SELF', insuredName: '李明轩', createTime: '2026-09-10 21:30:18', conclusion: 'standard',
    answers: [{ code: 'Q1', value: 'N' }, { code: 'Q2', value: 'N' }, { code: 'Q3', value: 'N' }, { code: 'Q4', value: '175/72' }, { code: 'Q5', value: 'N' }],
  },
];

export const conclusionNames: Record<NonNullable<PreUnderwriting['conclusion']>, string> = {
  standard: '标准体承保：可按正常费率投保', extra: '加费承保：需增加保费', exclusion: '除外承保：部分责任除外', postpone: '延期承保：暂缓承保', decline: '拒保：暂不予承保',
};
