import type { Sample } from './structures';

/**
 * Forms modelled on rjsf's playground samples (github.com/rjsf-team/react-jsonschema-form,
 * packages/playground/src/samples/<name>.ts, v6): numbers, files, additional properties, the widget
 * sampler, nested objects in arrays, schema dependencies and nullable types, with fields of our own.
 */
const numbers: Sample = {
  schema: {
    type: 'object',
    title: '数字字段',
    properties: {
      number: { title: '保额', type: 'number' },
      integer: { title: '份数', type: 'integer' },
      numberEnum: { type: 'number', title: '保障年限', enum: [10, 20, 30] },
      numberEnumRadio: { type: 'number', title: '等待期（天）', enum: [30, 90, 180] },
      integerRange: { title: '免赔额比例', type: 'integer', minimum: -50, maximum: 50 },
      integerRangeSteps: { title: '给付比例', type: 'integer', minimum: 50, maximum: 100, multipleOf: 10 },
    },
  },
  uiSchema: {
    integer: { 'ui:widget': 'updown' },
    numberEnumRadio: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
    integerRange: { 'ui:widget': 'range' },
    integerRangeSteps: { 'ui:widget': 'range' },
  },
  formData: { number: 500000.5, integer: 2, numberEnum: 20, integerRange: 10, integerRangeSteps: 80 },
};

const files: Sample = {
  schema: {
    title: '理赔材料',
    type: 'object',
    properties: {
      file: { type: 'string', format: 'data-url', title: '身份证照片' },
      files: { type: 'array', title: '病历资料', items: { type: 'string', format: 'data-url' } },
      filesAccept: { type: 'string', format: 'data-url', title: '发票（PDF）' },
    },
  },
  uiSchema: { filesAccept: { 'ui:options': { accept: '.pdf' } } },
  formData: {},
};

const additionalProperties: Sample = {
  schema: {
    title: '客户资料',
    description: '可以补充更多联系方式。',
    type: 'object',
    required: ['firstName', 'lastName'],
    additionalProperties: { type: 'string' },
    properties: { firstName: { type: 'string', title: '名' }, lastName: { type: 'string', title: '姓' } },
  },
  uiSchema: { firstName: { 'ui:emptyValue': '' } },
  formData: { firstName: '明轩', lastName: '李', wechat: 'liming2026', 备用邮箱: 'li@example.com' },
};

const widgets: Sample = {
  schema: {
    title: '控件',
    type: 'object',
    properties: {
      stringFormats: { type: 'object', title: '字符串格式', properties: { email: { type: 'string', format: 'email' }, uri: { type: 'string', format: 'uri' } } },
      preferences: {
        type: 'object',
        title: '布尔值',
        properties: {
          newsletter: { type: 'boolean', title: '订阅保单通知', description: '默认的勾选框' },
          productUpdates: { type: 'boolean', title: '接收产品更新', description: '单选按钮' },
          shareData: { type: 'boolean', title: '共享使用数据', description: '下拉选择' },
        },
      },
      contactDetails: {
        type: 'object',
        title: '文本字段',
        properties: {
          name: { type: 'string', title: '姓名' },
          address: { type: 'string', title: '地址' },
          occupation: { type: 'string' },
          favoriteColor: { type: 'string', title: '喜欢的颜色', default: '#151ce6' },
        },
      },
      rating: { type: 'integer', title: '满意度', minimum: 1, maximum: 5, default: 3 },
      secret: { type: 'string', default: '隐藏的值' },
      disabled: { type: 'string', title: '不可编辑', default: '已停用' },
      readonly: { type: 'string', title: '只读', default: '只读内容' },
      readonly2: { type: 'string', title: '另一只读', default: '也是只读', readOnly: true },
      password: { type: 'string', title: '查询密码' },
      remark: { type: 'string', title: '备注' },
      birthday: { type: 'string', format: 'date', title: '出生日期' },
      select: { title: '证件类型', type: 'string', enum: ['身份证', '护照'] },
      selectTitles: { title: '称谓', type: 'string', oneOf: [{ const: 'mr', title: '先生' }, { const: 'ms', title: '女士' }] },
    },
  },
  uiSchema: {
    preferences: { productUpdates: { 'ui:widget': 'radio' }, shareData: { 'ui:widget': 'select' } },
    contactDetails: { address: { 'ui:widget': 'textarea' }, favoriteColor: { 'ui:widget': 'color' } },
    rating: { 'ui:widget': 'RatingWidget' },
    secret: { 'ui:widget': 'hidden' },
    disabled: { 'ui:disabled': true },
    readonly: { 'ui:readonly': true },
    password: { 'ui:widget': 'password' },
    remark: { 'ui:options': { label: false }, 'ui:placeholder': '备注（选填）' },
  },
  formData: { stringFormats: { email: 'li.ming@example.com', uri: 'https://example.com/' }, preferences: { newsletter: true, productUpdates: true, shareData: false } },
};

const nested: Sample = {
  schema: {
    title: '待办',
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string', title: '清单名称' },
      tasks: {
        type: 'array',
        title: '事项',
        items: {
          type: 'object',
          required: ['title'],
          properties: { title: { type: 'string', title: '标题' }, details: { type: 'string', title: '详情' }, done: { type: 'boolean', title: '已完成', default: false } },
        },
      },
    },
  },
  uiSchema: { tasks: { 'ui:description': '在下面添加事项', items: { details: { 'ui:widget': 'textarea' }, done: { 'ui:widget': 'checkbox', 'ui:options': { label: false } } } } },
  formData: { title: '本月', tasks: [{ title: '补充材料', details: '上传发票', done: true }, { title: '回访', done: false }] },
};

const schemaDependencies: Sample = {
  schema: {
    title: '依赖',
    type: 'object',
    properties: {
      billing: {
        title: '付款信息',
        type: 'object',
        properties: { name: { type: 'string' }, card: { type: 'number', title: '银行卡号' } },
        required: ['name'],
        dependencies: { card: { properties: { billingAddress: { type: 'string', title: '账单地址' } }, required: ['billingAddress'] } },
      },
      insured: {
        title: '被保险人',
        type: 'object',
        properties: { smoker: { type: 'string', title: '是否吸烟', enum: ['否', '是'], default: '否' } },
        dependencies: {
          smoker: {
            oneOf: [
              { properties: { smoker: { enum: ['否'] } } },
              { properties: { smoker: { enum: ['是'] }, years: { type: 'number', title: '烟龄' }, quit: { type: 'boolean', title: '打算戒烟' } } },
            ],
          },
        },
      },
    },
  },
  uiSchema: { insured: { quit: { 'ui:widget': 'radio' } } },
  formData: { billing: { name: '李明轩', card: 6222020200112233 }, insured: { smoker: '是', years: 3 } },
};

const nullable: Sample = {
  schema: {
    title: '注册（可为空）',
    type: 'object',
    required: ['firstName'],
    properties: {
      firstName: { type: 'string', title: '名', default: '明轩' },
      age: { type: ['integer', 'null'], title: '年龄' },
      bio: { type: ['string', 'null'], title: '简介' },
      telephone: { type: 'string', title: '电话', minLength: 10 },
    },
  },
  uiSchema: {
    age: { 'ui:widget': 'updown', 'ui:title': '投保年龄', 'ui:description': '（周岁）', 'ui:emptyValue': null },
    bio: { 'ui:widget': 'textarea', 'ui:emptyValue': null },
    telephone: { 'ui:options': { inputType: 'tel' } },
  },
  formData: { age: 35, bio: null },
};

export const fieldSamples: Record<string, Sample> = { numbers, files, additionalProperties, widgets, nested, schemaDependencies, nullable };
