import type { Claim, Staging, StoredFile } from '../model';
import { yuan } from '../format';
import { supplementDeadline } from '../rules/claims';
import { uploadedImage } from './images';

const options = (pairs: string[][]) => pairs.map(([code, name]) => ({ code, name }));

export const claimTypes = options([['MEDICAL', '医疗费用'], ['ILLNESS', '重大疾病'], ['ACCIDENT_MEDICAL', '意外医疗'], ['DISABILITY', '伤残'], ['DEATH', '身故'], ['ALLOWANCE', '住院津贴']]);
/** Which policy coverage category each claim type draws on. */
export const claimCategory: Record<string, string> = { MEDICAL: 'medical', ILLNESS: 'illness', ACCIDENT_MEDICAL: 'accident', DISABILITY: 'accident', DEATH: 'life', ALLOWANCE: 'medical' };
export const accidentReasons = options([['DISEASE', '疾病'], ['ACCIDENT', '意外'], ['TRAFFIC', '交通事故'], ['OTHER', '其他']]);
export const claimRelations = options([['00', '本人'], ['01', '配偶'], ['02', '子女'], ['03', '父母']]);
export const materialTypes = [
  { code: 'ID_CARD', name: '身份证明', description: '出险人身份证正反面，未成年人可提供户口簿' },
  { code: 'INVOICE', name: '医疗费用发票', description: '门诊或住院发票原件照片，金额清晰可见' },
  { code: 'EXPENSE_LIST', name: '费用明细清单', description: '住院费用总清单或门诊处方明细' },
  { code: 'MEDICAL_RECORD', name: '病历或出院小结', description: '门诊病历、出院小结或诊断证明' },
  { code: 'DIAGNOSIS', name: '疾病诊断证明', description: '二级及以上医院出具的诊断证明书及病理报告' },
  { code: 'ACCIDENT_PROOF', name: '意外事故证明', description: '交通事故认定书或单位出具的事故经过说明' },
  { code: 'DISABILITY_APPRAISAL', name: '伤残鉴定书', description: '具有资质的鉴定机构出具的伤残等级鉴定书' },
  { code: 'DEATH_PROOF', name: '身故证明', description: '医学死亡证明书或户籍注销证明' },
  { code: 'RELATION_PROOF', name: '关系证明', description: '受益人与被保险人的关系证明，如户口簿、结婚证' },
  { code: 'BANK_CARD', name: '收款银行卡', description: '收款人本人名下储蓄卡正面' },
];
/** Materials that are health information: collecting them needs the insured person's consent (PRIVACY_HEALTH). */
export const healthMaterials = ['INVOICE', 'EXPENSE_LIST', 'MEDICAL_RECORD', 'DIAGNOSIS', 'DISABILITY_APPRAISAL'];
/** The materials each claim type needs, required ones marked; a quick claim needs only the first two. */
const materialsByType: Record<string, Array<[string, boolean]>> = {
  MEDICAL: [['ID_CARD', true], ['INVOICE', true], ['EXPENSE_LIST', false], ['MEDICAL_RECORD', true], ['BANK_CARD', false]],
  ILLNESS: [['ID_CARD', true], ['DIAGNOSIS', true], ['MEDICAL_RECORD', true], ['BANK_CARD', false]],
  ACCIDENT_MEDICAL: [['ID_CARD', true], ['INVOICE', true], ['EXPENSE_LIST', false], ['MEDICAL_RECORD', true], ['ACCIDENT_PROOF', true], ['BANK_CARD', false]],
  DISABILITY: [['ID_CARD', true], ['ACCIDENT_PROOF', true], ['DISABILITY_APPRAISAL', true], ['MEDICAL_RECORD', false], ['BANK_CARD', false]],
  DEATH: [['ID_CARD', true], ['DEATH_PROOF', true], ['RELATION_PROOF', true], ['ACCIDENT_PROOF', false], ['BANK_CARD', false]],
  ALLOWANCE: [['ID_CARD', true], ['MEDICAL_RECORD', true], ['INVOICE', false], ['BANK_CARD', false]],
};
const fastMaterials: Array<[string, boolean]> = [['ID_CARD', true], ['INVOICE', true], ['BANK_CARD', false]];
/** Quick claims: medical expenses up to this amount (yuan). */
export const FAST_CLAIM_LIMIT = 5000;
export const fastClaimTypes = ['MEDICAL', 'ACCIDENT_MEDICAL'];

export function materialsFor(claimType: string, fast = false) {
  return (fast ? fastMaterials : materialsByType[claimType] ?? []).map(([code, required]) => ({ ...materialTypes.find((m) => m.code === code)!, required }));
}

export const claimRequirements = () => claimTypes.map((type) => ({ claimType: type.code, claimTypeName: type.name, materials: materialsFor(type.code) }));
export const materialName = (code: string) => materialTypes.find((m) => m.code === code)?.name ?? code;

export const hospitals = [
  ['H310001', '复旦大学附属中山医院', '三级甲等', '上海市', '上海市', '310100', '上海市徐汇区枫林路 180 号', '021-64041990', true],
  ['H310002', '上海交通大学医学院附属瑞金医院', '三级甲等', '上海市', '上海市', '310100', '上海市黄浦区瑞金二路 197 号', '021-64370045', true],
  ['H310003', '复旦大学附属华山医院', '三级甲等', '上海市', '上海市', '310100', '上海市静安区乌鲁木齐中路 12 号', '021-52889999', true],
  ['H310004', '上海市浦东新区人民医院', '三级乙等', '上海市', '上海市', '310100', '上海市浦东新区川沙镇川环南路 490 号', '021-58981990', false],
  ['H310005', '上海市第一人民医院', '三级甲等', '上海市', '上海市', '310100', '上海市虹口区海宁路 100 号', '021-63240090', true],
  ['H110001', '北京协和医院', '三级甲等', '北京市', '北京市', '110100', '北京市东城区帅府园 1 号', '010-69156114', true],
  ['H110002', '北京大学第一医院', '三级甲等', '北京市', '北京市', '110100', '北京市西城区西什库大街 8 号', '010-83572211', true],
  ['H110003', '北京市朝阳区双桥医院', '二级甲等', '北京市', '北京市', '110100', '北京市朝阳区双桥东路 9 号', '010-85380000', false],
  ['H440001', '中山大学附属第一医院', '三级甲等', '广东省', '广州市', '440100', '广州市越秀区中山二路 58 号', '020-87755766', true],
  ['H440002', '广东省人民医院', '三级甲等', '广东省', '广州市', '440100', '广州市越秀区中山二路 106 号', '020-83827812', true],
  ['H440301', '深圳市人民医院', '三级甲等', '广东省', '深圳市', '440300', '深圳市罗湖区东门北路 1017 号', '0755-25533018', true],
  ['H330001', '浙江大学医学院附属第一医院', '三级甲等', '浙江省', '杭州市', '330100', '杭州市上城区庆春路 79 号', '0571-87236114', true],
  ['H320001', '江苏省人民医院', '三级甲等', '江苏省', '南京市', '320100', '南京市鼓楼区广州路 300 号', '025-68308888', true],
].map(([hospitalCode, name, level, province, city, cityCode, address, phone, designated]) => ({ hospitalCode, name, level, province, city, cityCode, address, phone, designated })) as Array<{
  hospitalCode: string; name: string; level: string; province: string; city: string; cityCode: string; address: string; phone: string; designated: boolean;
}>;

const file = (fileId: string, label: string, uploadedAt: string): StoredFile => ({ fileId, customerId: 'C100001', url: uploadedImage(label), fileType: 'CLAIM', bizCode: 'CLAIM', uploadedAt });

export const files = (): StoredFile[] => [
  { ...file('F-DEMO-ID', '身份证人像面', '2026-11-20 09:15:00'), fileType: 'ID_FRONT', bizCode: 'COMMON' },
  file('F-ST001-1', '身份证明', '2026-11-20 21:03:11'),
  file('F-ST002-1', '身份证明', '2026-11-02 19:20:05'), file('F-ST002-2', '医疗费用发票', '2026-11-02 19:21:40'), file('F-ST002-3', '门诊病历', '2026-11-02 19:22:18'),
  file('F-CL001-1', '身份证明', '2025-08-09 10:11:00'), file('F-CL001-2', '住院发票', '2025-08-09 10:12:30'), file('F-CL001-3', '出院小结', '2025-08-09 10:13:02'),
  file('F-CL002-1', '身份证明', '2026-11-15 14:40:51'), file('F-CL002-2', '住院发票', '2026-11-15 14:42:09'),
  file('F-CL003-1', '身份证明', '2026-10-20 08:55:20'), file('F-CL003-2', '门诊发票', '2026-10-20 08:56:47'),
];

// Figures the claims' texts quote, written once.
const CL001_PAID = 4926.4;
const CL003_INVOICED = 2350;

const base = { customerId: 'C100001', issues: [], bankAccountId: 'BA001', conclusion: null, paidAmount: null };

export const claims = (): Claim[] => [
  {
    ...base, claimId: 'CL001', claimNo: 'LP2025080900123', insuredCustomerNo: 'C100002', insuredName: '王丽', claimType: 'MEDICAL', accidentDate: '2025-07-28', applyDate: '2025-08-09',
    status: 'paid', claimAmount: 5860.5, paidAmount: CL001_PAID,
    materials: [{ materialType: 'ID_CARD', fileIds: ['F-CL001-1'] }, { materialType: 'INVOICE', fileIds: ['F-CL001-2'] }, { materialType: 'MEDICAL_RECORD', fileIds: ['F-CL001-3'] }],
    progress: [
      { time: '2025-08-09 10:15:22', node: '提交申请', description: '理赔申请已提交' },
      { time: '2025-08-12 16:02:10', node: '审核', description: '材料审核通过' },
      { time: '2025-08-14 11:30:00', node: '结案', description: `赔款 ${yuan(CL001_PAID)} 已转入尾号 1234 的银行卡` },
    ],
    conclusion: `经审核，本次医疗费用属于保险责任，扣除免赔额及自费部分后赔付 ${yuan(CL001_PAID)}。`,
  },
  {
    ...base, claimId: 'CL002', claimNo: 'LP2026111500456', insuredCustomerNo: 'C100002', insuredName: '王丽', claimType: 'MEDICAL', accidentDate: '2026-11-02', applyDate: '2026-11-15',
    status: 'reviewing', claimAmount: 12380,
    materials: [{ materialType: 'ID_CARD', fileIds: ['F-CL002-1'] }, { materialType: 'INVOICE', fileIds: ['F-CL002-2'] }],
    progress: [
      { time: '2026-11-15 14:45:03', node: '提交申请', description: '理赔申请已提交' },
      { time: '2026-11-16 09:20:41', node: '审核', description: '理赔专员正在审核您的材料，预计 3 个工作日内完成' },
    ],
  },
  {
    ...base, claimId: 'CL003', claimNo: 'LP2026102000789', insuredCustomerNo: 'C100002', insuredName: '王丽', claimType: 'MEDICAL', accidentDate: '2026-10-05', applyDate: '2026-10-20',
    status: 'supplement', claimAmount: CL003_INVOICED,
    materials: [{ materialType: 'ID_CARD', fileIds: ['F-CL003-1'] }, { materialType: 'INVOICE', fileIds: ['F-CL003-2'] }],
    progress: [
      { time: '2026-10-20 08:58:12', node: '提交申请', description: '理赔申请已提交' },
      { time: '2026-10-22 15:11:36', node: '补充材料', description: '请补充费用明细清单及门诊病历' },
    ],
    issues: [
      { issueId: 'IS001', title: '补充费用明细清单', description: `发票金额为 ${yuan(CL003_INVOICED)}，请上传对应的门诊费用明细`, materialType: 'EXPENSE_LIST', deadline: supplementDeadline('2026-10-22'), resolved: false },
      { issueId: 'IS002', title: '补充门诊病历', description: '请上传 2026-10-05 就诊当日的门诊病历', materialType: 'MEDICAL_RECORD', deadline: supplementDeadline('2026-10-22'), resolved: false },
    ],
  },
  {
    ...base, claimId: 'CL004', claimNo: 'LP2024092600234', insuredCustomerNo: 'C100001', insuredName: '李明轩', claimType: 'ACCIDENT_MEDICAL', accidentDate: '2024-09-18', applyDate: '2024-09-26',
    status: 'rejected', claimAmount: 860, materials: [],
    progress: [
      { time: '2024-09-26 20:10:45', node: '提交申请', description: '理赔申请已提交' },
      { time: '2024-10-08 17:45:00', node: '结案', description: '审核结论：不予赔付' },
    ],
    conclusion: '就诊机构为非合同约定的二级及以上公立医院，不属于保险责任。',
  },
  {
    ...base, claimId: 'CL005', claimNo: 'LP2026030300567', insuredCustomerNo: 'C100002', insuredName: '王丽', claimType: 'MEDICAL', accidentDate: '2026-02-20', applyDate: '2026-03-03',
    status: 'cancelled', claimAmount: 420, materials: [],
    progress: [
      { time: '2026-03-03 12:01:09', node: '提交申请', description: '理赔申请已提交' },
      { time: '2026-03-03 18:30:27', node: '撤销', description: '客户主动撤销申请' },
    ],
  },
];

const staging = {
  customerId: 'C100001', insuredCustomerNo: 'C100002', insuredName: '王丽', claimType: 'MEDICAL', accidentReason: 'DISEASE', hospitalCode: 'H310001',
  fast: false, invoiceAmount: null, signatureFileId: null, submittedClaimId: null,
};

export const stagings = (): Staging[] => [
  {
    ...staging, id: 'ST001', accidentDate: '2026-11-10', description: '急性支气管炎门诊就医', images: [{ fileId: 'F-ST001-1', materialType: 'ID_CARD' }],
    bankAccountId: null, authorized: false, updatedAt: '2026-11-20 21:03:11',
  },
  {
    ...staging, id: 'ST002', insuredCustomerNo: 'C100001', insuredName: '李明轩', accidentDate: '2026-11-01', description: '肠胃炎门诊输液治疗',
    images: [{ fileId: 'F-ST002-1', materialType: 'ID_CARD' }, { fileId: 'F-ST002-2', materialType: 'INVOICE' }, { fileId: 'F-ST002-3', materialType: 'MEDICAL_RECORD' }],
    bankAccountId: 'BA001', authorized: true, updatedAt: '2026-11-02 19:25:00',
  },
];
