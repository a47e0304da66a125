// Three-level occupation classification: big → middle → small, each small with its risk level (1-6).

type Small = [code: string, name: string, level: number];
type Middle = [code: string, name: string, smalls: Small[]];
type Big = [code: string, name: string, middles: Middle[]];

const tree: Big[] = [
  ['01', '一般职业', [
    ['0101', '机关团体公司', [['0101001', '机关团体公司负责人', 1], ['0101002', '内勤人员', 1], ['0101003', '外勤人员', 2], ['0101004', '公务车司机', 3]]],
    ['0102', '医疗卫生', [['0102001', '医生（非手术科室）', 1], ['0102002', '护士', 1], ['0102003', '药剂人员', 1], ['0102004', '救护车司机', 3]]],
  ]],
  ['02', '农牧业', [
    ['0201', '农业', [['0201001', '农场经营者（不亲自作业）', 1], ['0201002', '农夫', 2], ['0201003', '果农', 2], ['0201004', '农机操作员', 4]]],
    ['0202', '畜牧业', [['0202001', '畜牧场经营者', 2], ['0202002', '饲养工', 3], ['0202003', '兽医', 3]]],
  ]],
  ['03', '渔业', [
    ['0301', '内陆渔业', [['0301001', '渔场经营者', 2], ['0301002', '水产养殖工', 3], ['0301003', '内河捕鱼人', 4]]],
    ['0302', '海洋渔业', [['0302001', '远洋渔船船员', 6], ['0302002', '近海渔民', 5], ['0302003', '水产品加工人员', 3]]],
  ]],
  ['04', '交通运输业', [
    ['0401', '道路运输', [['0401001', '出租车司机', 3], ['0401002', '公交车司机', 3], ['0401003', '货车司机', 4], ['0401004', '快递员', 4]]],
    ['0402', '铁路运输', [['0402001', '列车乘务员', 2], ['0402002', '铁路调度员', 1], ['0402003', '铁路养护工', 4]]],
    ['0403', '航空运输', [['0403001', '机场地勤人员', 2], ['0403002', '空中乘务员', 2], ['0403003', '民航飞行员', 5]]],
  ]],
  ['05', '建筑工程业', [
    ['0501', '建筑施工', [['0501001', '工程师（内勤）', 1], ['0501002', '工程监理', 3], ['0501003', '钢筋工', 5], ['0501004', '高空作业人员', 6]]],
    ['0502', '装修装饰', [['0502001', '室内设计师', 1], ['0502002', '油漆工', 4], ['0502003', '水电安装工', 4]]],
  ]],
  ['06', '制造加工业', [
    ['0601', '电子产品制造', [['0601001', '电子技术员', 2], ['0601002', '装配工', 3], ['0601003', '质检员', 2]]],
    ['0602', '机械制造', [['0602001', '车床工', 4], ['0602002', '电焊工', 4], ['0602003', '机修工', 4]]],
  ]],
  ['07', '餐饮旅游业', [
    ['0701', '餐饮', [['0701001', '餐厅经理', 1], ['0701002', '厨师', 3], ['0701003', '餐厅服务员', 2]]],
    ['0702', '旅游住宿', [['0702001', '导游', 3], ['0702002', '酒店前台', 1]]],
  ]],
  ['08', '信息技术业', [
    ['0801', '软件与互联网', [['0801001', '软件工程师', 1], ['0801002', '产品经理', 1], ['0801003', '网络运维工程师', 2]]],
    ['0802', '通信', [['0802001', '通信工程师（内勤）', 1], ['0802002', '通信线路架设工', 5]]],
  ]],
  ['09', '金融保险业', [
    ['0901', '银行', [['0901001', '银行柜员', 1], ['0901002', '客户经理', 1], ['0901003', '运钞押运员', 6]]],
    ['0902', '保险', [['0902001', '保险公司内勤', 1], ['0902002', '保险代理人', 2], ['0902003', '理赔查勘员', 3]]],
  ]],
  ['10', '教育文化业', [
    ['1001', '教育', [['1001001', '教师', 1], ['1001002', '体育教练', 3], ['1001003', '校车司机', 3]]],
    ['1002', '新闻出版', [['1002001', '编辑', 1], ['1002002', '记者', 2], ['1002003', '摄影记者（外景）', 3]]],
  ]],
  ['11', '治安人员', [
    ['1101', '公安', [['1101001', '内勤警察', 2], ['1101002', '交通警察', 4], ['1101003', '刑事警察', 5]]],
    ['1102', '保安消防', [['1102001', '保安员', 3], ['1102002', '消防员', 6]]],
  ]],
  ['17', '学生', [['1701', '在校学生', [['1701001', '学龄前儿童', 1], ['1701002', '中小学生', 1], ['1701003', '大学生', 1]]]]],
  ['18', '家庭管理', [['1801', '家庭管理', [['1801001', '家庭主妇（主夫）', 1]]]]],
  ['19', '离退休及无业', [['1901', '离退休及无业', [['1901001', '离退休人员', 1], ['1901002', '无业人员', 1]]]]],
];

export const occupationTree = tree.map(([bigCode, bigName, middles]) => ({
  bigCode, bigName,
  list: middles.map(([middleCode, middleName, smalls]) => ({
    middleCode, middleName,
    list: smalls.map(([smallCode, smallName, occupationLevel]) => ({ smallCode, smallName, occupationLevel })),
  })),
}));

/** Every small-level occupation with the names of its big and middle level. */
export const occupations = tree.flatMap(([, bigName, middles]) => middles.flatMap(([, middleName, smalls]) =>
  smalls.map(([smallCode, smallName, occupationLevel]) => ({ smallCode, smallName, occupationLevel, path: `${bigName}/${middleName}` }))));

export const occupationByCode = (code: string) => occupations.find((occupation) => occupation.smallCode === code);

export const commonOccupationCodes = ['0101002', '0101003', '0801001', '1001001', '0102002', '0901002', '0401004', '1801001', '1701003', '1901001'];

/**
 * The loading on the standard premium of occupation-rated cover (accident and medical) per occupation class:
 * classes 1-3 are standard, 4 and 5 pay more; class 6 is not insurable for such cover.
 */
export const occupationLoading: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0.25, 5: 0.5, 6: 0.5 };

/** Accident and medical cover is priced by the insured's occupation class; life, illness and annuity cover is not. */
export const isOccupationRated = (category: string) => category === 'accident' || category === 'medical';

/** The loading an occupation adds to an occupation-rated premium: its class's (class 1 for an unknown code). */
export const occupationLoadingOf = (occupationCode: string) => occupationLoading[occupationByCode(occupationCode)?.occupationLevel ?? 1];
