import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * Forms modelled on rjsf's playground samples (github.com/rjsf-team/react-jsonschema-form,
 * packages/playground/src/samples/<name>.ts, v6): each keeps the constructs of the sample of the same
 * name (arrays, enum objects, oneOf/anyOf alternatives, $ref definitions) with fields of our own,
 * some titled in Chinese and some, as in rjsf's samples, untitled (rjsf then labels them by key).
 */
export interface Sample {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
}

const arrays: Sample = {
  schema: {
    definitions: { Beneficiary: { type: 'object', properties: { name: { type: 'string', default: '李明轩' } } } },
    type: 'object',
    properties: {
      phones: { type: 'array', title: '常用电话', items: { type: 'string', default: '138' } },
      interests: { type: 'array', title: '关注的险种', items: { type: 'string', enum: ['医疗险', '重疾险', '意外险', '养老年金'] }, uniqueItems: true },
      declaration: {
        type: 'array',
        title: '投保声明',
        items: [{ title: '健康告知说明', type: 'string' }, { title: '已阅读条款', type: 'boolean' }],
        additionalItems: { title: '追加保额', type: 'number' },
      },
      beneficiaries: { type: 'array', title: '受益人', minItems: 2, items: { $ref: '#/definitions/Beneficiary' } },
      years: { type: 'array', title: '缴费年度', minItems: 3, default: ['2024', '2025'], items: { type: 'string', default: '未填写' } },
      documents: { type: 'array', title: '家庭成员证件', items: { type: 'array', title: '证件号码', items: { type: 'string' } } },
      unorderable: { type: 'array', title: '不可排序', items: { type: 'string' } },
      copyable: { type: 'array', title: '可复制', items: { type: 'string' } },
      unremovable: { type: 'array', title: '不可删除', items: { type: 'string' } },
      noToolbar: { type: 'array', title: '无操作按钮', items: { type: 'string' } },
      fixedNoToolbar: {
        type: 'array',
        title: '固定项无按钮',
        items: [{ title: '份数', type: 'number', default: 1 }, { title: '自动续保', type: 'boolean', default: false }],
        additionalItems: { title: '备注', type: 'string' },
      },
    },
  },
  uiSchema: {
    phones: { items: { 'ui:emptyValue': '' } },
    interests: { 'ui:widget': 'checkboxes' },
    declaration: { items: [{ 'ui:widget': 'textarea' }, { 'ui:widget': 'select' }], additionalItems: { 'ui:widget': 'updown' } },
    unorderable: { 'ui:options': { orderable: false } },
    copyable: { 'ui:options': { copyable: true } },
    unremovable: { 'ui:options': { removable: false } },
    noToolbar: { 'ui:options': { addable: false, orderable: false, removable: false } },
    fixedNoToolbar: { 'ui:options': { addable: false, orderable: false, removable: false } },
  },
  formData: {
    phones: ['13800138000', '02150505050'],
    interests: ['医疗险', '意外险'],
    declaration: ['无既往病史', true, 100000],
    documents: [['310101199001011234', '310101199001015678'], ['310101201501012345']],
    unorderable: ['一', '二'],
    copyable: ['一', '二'],
    unremovable: ['一', '二'],
    noToolbar: ['一', '二'],
    fixedNoToolbar: [2, true, '第一条', '第二条'],
  },
};

const hospitals = { 'ui:enumNames': ['瑞金医院', '华山医院', '中山医院'] };
const enumObjects: Sample = {
  schema: {
    definitions: {
      hospitals: {
        enum: [
          { name: '瑞金医院', district: '黄浦区', level: 3 },
          { name: '华山医院', district: '静安区', level: 3 },
          { name: '中山医院', district: '徐汇区', level: 3 },
        ],
      },
    },
    type: 'object',
    properties: {
      hospital: { title: '就诊医院', $ref: '#/definitions/hospitals' },
      hospitalRadio: { title: '首选医院', $ref: '#/definitions/hospitals' },
      hospitalList: { title: '常去医院', type: 'array', uniqueItems: true, items: { $ref: '#/definitions/hospitals' } },
      hospitalChecks: { title: '定点医院', type: 'array', uniqueItems: true, items: { $ref: '#/definitions/hospitals' } },
      rating: { title: '服务评分', type: 'number', enum: [1, 2, 3, 4, 5] },
      priority: { title: '紧急程度', type: 'string', enum: ['low', 'medium', 'high', 'critical'] },
    },
  },
  uiSchema: {
    hospital: hospitals,
    hospitalRadio: { 'ui:widget': 'RadioWidget', ...hospitals },
    hospitalList: { items: hospitals },
    hospitalChecks: { 'ui:widget': 'CheckboxesWidget', items: hospitals },
    rating: { 'ui:enumNames': { 1: '很差', 2: '较差', 3: '一般', 4: '满意', 5: '非常满意' } },
    priority: { 'ui:enumNames': { low: '低', medium: '中', high: '高', critical: '紧急' }, 'ui:enumOrder': ['critical', 'high', '*'] },
  },
  formData: { hospital: { name: '华山医院', district: '静安区', level: 3 } },
};

const oneOf: Sample = {
  schema: {
    type: 'object',
    oneOf: [
      { properties: { policyNo: { type: 'string' } }, required: ['policyNo'] },
      { properties: { idNumber: { type: 'string' } }, required: ['idNumber'] },
    ],
  },
  formData: {},
};

const anyOf: Sample = {
  schema: {
    type: 'object',
    properties: {
      age: { type: 'integer', title: '年龄' },
      items: { type: 'array', items: { type: 'object', anyOf: [{ properties: { foo: { type: 'string' } } }, { properties: { bar: { type: 'string' } } }] } },
    },
    anyOf: [
      { title: '按姓名查询', properties: { surname: { type: 'string', title: '姓', default: '李' }, givenName: { type: 'string', title: '名' } } },
      { title: '按证件号查询', properties: { idCode: { type: 'string', title: '证件号码' } } },
    ],
  },
  formData: { items: [{ foo: '甲' }] },
};

const alternatives: Sample = {
  schema: {
    definitions: {
      PayMode: {
        title: '缴费方式',
        type: 'string',
        anyOf: [
          { type: 'string', enum: ['annual'], title: '年缴' },
          { type: 'string', enum: ['monthly'], title: '月缴' },
          { type: 'string', enum: ['single'], title: '趸缴' },
        ],
      },
      Toggle: { title: '开关', type: 'boolean', oneOf: [{ title: '开启', const: true }, { title: '关闭', const: false }] },
    },
    title: '续期设置',
    type: 'object',
    required: ['payMode', 'allowedModes', 'channel'],
    properties: {
      payMode: { $ref: '#/definitions/PayMode', title: '当前缴费方式' },
      allowedModes: { type: 'array', uniqueItems: true, items: { $ref: '#/definitions/PayMode' }, title: '可选缴费方式' },
      autoRenew: { title: '自动续保', $ref: '#/definitions/Toggle' },
      history: { type: 'array', title: '历史缴费方式', items: { $ref: '#/definitions/PayMode' } },
      channel: { title: '扣款渠道', type: 'string', oneOf: [{ const: 'bank', title: '银行卡' }, { const: 'wechat', title: '微信支付' }, { const: 'alipay', title: '支付宝' }] },
    },
  },
  uiSchema: { channel: { 'ui:enumDisabled': ['alipay'] }, autoRenew: { 'ui:widget': 'radio' } },
  formData: { payMode: 'monthly', allowedModes: ['single'], history: ['annual'], channel: 'bank' },
};

const references: Sample = {
  schema: {
    definitions: {
      address: {
        type: 'object',
        properties: { street_address: { type: 'string' }, city: { type: 'string' }, state: { type: 'string' } },
        required: ['street_address', 'city', 'state'],
      },
      node: {
        type: 'object',
        properties: { name: { type: 'string' }, children: { type: 'array', items: { oneOf: [{ title: '无', type: 'null' }, { $ref: '#/definitions/node' }] } } },
      },
      personType: { type: 'object', properties: { name: { type: 'string' }, details: { type: 'string' } } },
      companyType: { type: 'object', properties: { name: { type: 'string' }, details: { type: 'string' } } },
    },
    type: 'object',
    properties: {
      billing_address: { title: '账单地址', $ref: '#/definitions/address' },
      shipping_address: { title: '保单寄送地址', $ref: '#/definitions/address' },
      tree: { title: '组织架构', $ref: '#/definitions/node' },
      contact: { title: '投保人', oneOf: [{ title: '个人', $ref: '#/definitions/personType' }, { title: '企业', $ref: '#/definitions/companyType' }] },
    },
  },
  uiSchema: {
    'ui:order': ['shipping_address', 'billing_address', 'contact', 'tree'],
    'ui:definitions': {
      '#/definitions/node': { 'ui:title': '部门', name: { 'ui:placeholder': '部门名称' }, children: { 'ui:options': { orderable: false } } },
      '#/definitions/personType': { name: { 'ui:placeholder': '姓名' }, details: { 'ui:widget': 'textarea' } },
      '#/definitions/companyType': { name: { 'ui:placeholder': '企业名称' }, details: { 'ui:widget': 'textarea' } },
    },
  },
  formData: {
    billing_address: { street_address: '张杨路 500 号', city: '上海', state: '上海市' },
    shipping_address: { street_address: '南京西路 1 号', city: '上海', state: '上海市' },
    tree: { name: '总部', children: [{ name: '理赔部' }] },
    contact: { name: '李明轩', details: '软件工程师' },
  },
};

export const structureSamples: Record<string, Sample> = { arrays, enumObjects, oneOf, anyOf, alternatives, references };
