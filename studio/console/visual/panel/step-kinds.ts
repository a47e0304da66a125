// The action steps the panel edits, those operations pages use (docs/actions-and-filters.md), each as a
// small form in Chinese; any other step is summed up in Chinese and left to the JSON tab.
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../api-client/types';
import { isObject } from '../model/structure';

export interface StepKind {
  action: string;
  label: string;
  /** The step's fields as the panel's form (callService's request is drawn from its service instead). */
  schema: JsonSchema;
  uiSchema: UiSchema;
}

const text = (title: string, description?: string): JsonSchema => ({ type: 'string', title, ...(description && { description }) });
const form = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', properties, required });
const LONG = { 'ui:widget': 'TextareaWidget' };

export const STEP_KINDS: readonly StepKind[] = [
  { action: 'navigate', label: '打开页面', schema: form({ to: text('跳转页面', '门户中的页面，或白名单内的 https 网址、tel: 电话链接') }, ['to']), uiSchema: { to: { 'ui:widget': 'link' } } },
  { action: 'callService', label: '调用服务', schema: form({}), uiSchema: {} },
  {
    action: 'toast', label: '显示提示',
    schema: form({ message: text('提示文字'), kind: { type: 'string', title: '样式', oneOf: [{ const: 'info', title: '普通' }, { const: 'success', title: '成功' }, { const: 'error', title: '错误' }, { const: 'loading', title: '加载中' }] } }, ['message']),
    uiSchema: { kind: { 'ui:placeholder': '默认：普通' } },
  },
  {
    action: 'confirm', label: '请客户确认',
    schema: form({ title: text('标题'), message: text('询问的内容', '客户点“取消”时，后面的步骤不再执行'), confirmText: text('确认按钮文字'), cancelText: text('取消按钮文字') }, ['message']),
    uiSchema: { message: LONG, confirmText: { 'ui:placeholder': '默认：确定' }, cancelText: { 'ui:placeholder': '默认：取消' } },
  },
  {
    action: 'dialog', label: '弹窗说明',
    schema: form({ title: text('标题'), message: text('内容'), confirmText: text('按钮文字') }, ['message']),
    uiSchema: { message: LONG, confirmText: { 'ui:placeholder': '默认：我知道了' } },
  },
  { action: 'copyText', label: '复制文字', schema: form({ text: text('复制的文字'), message: text('复制后的提示') }, ['text']), uiSchema: { message: { 'ui:placeholder': '默认：已复制' } } },
  {
    action: 'share', label: '分享页面',
    schema: form({ title: text('分享标题'), desc: text('分享描述'), link: text('分享链接'), image: { type: 'string', title: '分享图片', contentMediaType: 'image/*' } }),
    uiSchema: { title: { 'ui:placeholder': '默认：页面标题' }, desc: LONG, link: { 'ui:widget': 'link', 'ui:placeholder': '默认：当前页面' }, image: { 'ui:widget': 'image' } },
  },
  { action: 'openUrl', label: '打开网址', schema: form({ url: text('网址', '白名单内的 https 网址，或 tel:、mailto: 链接') }, ['url']), uiSchema: { url: { 'ui:placeholder': 'https://' } } },
  { action: 'reload', label: '刷新数据', schema: form({ source: text('数据来源') }, ['source']), uiSchema: {} },
  { action: 'back', label: '返回上一页', schema: form({ delta: { type: 'integer', title: '返回几页', minimum: 1 } }), uiSchema: { delta: { 'ui:placeholder': '默认：1' } } },
];

/** Edited where a page has it, not offered for a new step: a new one opens a page with 打开页面. */
const REPLACE: StepKind = { ...STEP_KINDS[0], action: 'replace', label: '打开页面（替换当前页）' };
const KINDS = new Map([...STEP_KINDS, REPLACE].map((kind) => [kind.action, kind]));

/** The panel's form of a step, when it edits its kind; `reload` offers the page's sources. */
export function stepKind(action: unknown, sources: readonly string[] = []): StepKind | undefined {
  const kind = typeof action === 'string' ? KINDS.get(action) : undefined;
  if (kind?.action !== 'reload' || sources.length === 0) return kind;
  return { ...kind, schema: form({ source: { type: 'string', title: '数据来源', oneOf: sources.map((name) => ({ const: name, title: `data.${name}` })) } }, ['source']) };
}

/** What a step's other keys are called: those the panel leaves to the JSON tab. */
const EXTRA_KEYS: Record<string, string> = {
  when: '执行条件', then: '成功后的动作', else: '失败或取消时的动作', as: '结果名称', query: '页面参数', carry: '隐藏参数', replace: '替换当前页', values: '状态值', feedback: '失败提示方式',
};

/** The keys of a step the panel does not edit, in Chinese. */
export function extraKeys(step: Record<string, unknown>, kind: StepKind | undefined): string[] {
  const edited = new Set(['action', ...Object.keys(kind?.schema.properties ?? {}), ...(kind?.action === 'callService' ? ['service', 'params', 'body'] : [])]);
  return Object.keys(step).filter((key) => !edited.has(key)).map((key) => EXTRA_KEYS[key] ?? key);
}

const NAMES: Record<string, string> = {
  setState: '设置页面状态', track: '上报统计事件', login: '登录', logout: '退出登录', openFile: '打开文件',
  enterAgentMode: '进入代理人模式', exitAgentMode: '退出代理人模式', setElderlyMode: '切换长辈模式', loadPersonalInfo: '读取个人信息',
};

/** A step the panel does not edit, in one Chinese sentence. */
export function stepSummary(step: unknown): string {
  if (!isObject(step) || typeof step.action !== 'string') return '无法识别的步骤';
  const name = NAMES[step.action] ?? KINDS.get(step.action)?.label ?? `动作 ${step.action}`;
  if (step.action === 'setState' && isObject(step.values)) return `${name}：${Object.keys(step.values).join('、')}`;
  if (step.action === 'track' && typeof step.event === 'string') return `${name}：${step.event}`;
  return name;
}
