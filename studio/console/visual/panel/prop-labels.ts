// The Chinese words for the props and fragment params the panel shows: widget schemas are written for
// developers, in English. A schema's own Chinese `title` wins; a name not listed here shows as written,
// so a newly registered widget is editable at once and gets its words here, or in its schema, later.

const LABELS: Record<string, string> = {
  actions: '操作', active: '当前项', activityCode: '关联活动', afterConfirm: '确认后', align: '对齐', alt: '替代文字', alternatives: '备选项',
  amount: '金额', artwork: '插图', autoplay: '自动播放', backText: '返回按钮文字', badge: '角标', bizCode: '业务编码', bleed: '通栏',
  block: '整行按钮', blocked: '不可用', brand: '品牌', businessType: '业务类型', campaignPath: '活动页路径', campaignText: '活动入口文字',
  cancelText: '取消按钮文字', cancelledDesc: '取消后说明', captchaImage: '验证码图片', card: '卡片', clearable: '可清空', closable: '可关闭',
  code: '编码', color: '颜色', colour: '颜色', columns: '每行个数', confirmPlaceholder: '确认框提示', confirmService: '确认服务', contact: '联系方式',
  content: '内容', continuePath: '继续路径', countdown: '倒计时', coversTitle: '保障标题', current: '当前步骤', defaultOpen: '默认展开', desc: '描述',
  detailPath: '详情页路径', direction: '方向', disabled: '禁用', empty: '空状态', error: '错误', extra: '右侧文字', extraButtons: '更多按钮',
  extraItems: '更多条目', faceBusinessType: '人脸业务类型', faceDesc: '人脸说明', featured: '常用项', fileName: '文件名', fileType: '文件类型',
  fit: '填充方式', fixed: '固定', flow: '流程', footer: '底部', form: '表单', gap: '间距', grantText: '授权文字', header: '头部', height: '高度',
  highlights: '亮点', highlightsTitle: '亮点标题', href: '链接地址', html: '富文本', icon: '图标', image: '图片', insuredName: '被保险人',
  interval: '间隔', intro: '简介', items: '条目', key: '标识', label: '名称', labelKey: '名称字段', labelWidth: '名称宽度', limit: '上限',
  link: '链接', linkText: '链接文字', links: '链接', listPath: '列表页路径', listService: '列表服务', loading: '加载中', marquee: '滚动',
  maskClosable: '点遮罩关闭', maxCount: '最多张数', maxLength: '最多字数', missingText: '缺失时文字', moreText: '更多按钮文字', needed: '需要',
  next: '下一步', nextSteps: '后续步骤', note: '备注', number: '号码', options: '选项', pageCode: '页面编码', passwordLabel: '密码名称',
  passwordTitle: '密码标题', pay: '支付', personId: '证件号', phonePlaceholder: '手机号提示', placeholder: '占位提示', prefix: '前缀', price: '价格',
  radius: '圆角', ratio: '宽高比', redirect: '跳转', repeat: '重复', restartPath: '重新开始路径', resultPath: '结果页路径', retryPath: '重试路径',
  retryQuery: '重试参数', reviewNote: '审核说明', rows: '行', rules: '活动规则', seePath: '查看路径', seeText: '查看文字', sendDisabled: '禁止发送',
  sendText: '发送按钮文字', sent: '已发送', service: '服务', shareDesc: '分享描述', shareTitle: '分享标题', showArrow: '显示箭头',
  showBack: '显示返回', showNumber: '显示编号', size: '尺寸', slogan: '标语', smsSent: '短信已发送次数', source: '数据来源', src: '图片地址',
  status: '状态', steps: '步骤', subTitle: '副标题', subject: '主题', submitText: '提交按钮文字', subtitle: '副标题', successDesc: '成功说明',
  successMessage: '成功提示', tabs: '标签页', text: '文字', then: '然后', title: '标题', to: '跳转页面', tone: '色调', type: '样式', value: '值',
  valueKey: '值字段', valuePrefix: '值前缀', variant: '样式', visible: '显示', when: '条件',
};

const CHINESE = /[\u4e00-\u9fff]/g;
const LATIN = /[A-Za-z]/g;

/** Written in Chinese: more Chinese than English in it (an English description quoting 新 is not). */
export const isChinese = (text: unknown): text is string => typeof text === 'string' && (text.match(CHINESE)?.length ?? 0) * 2 >= Math.max(1, text.match(LATIN)?.length ?? 0);

/** What the panel calls a prop: its schema's Chinese title, our word for its name, or its name. */
export function propLabel(name: string, schema?: { title?: unknown }): string {
  if (isChinese(schema?.title)) return schema.title;
  return LABELS[name] ?? name;
}
