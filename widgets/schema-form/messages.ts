import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';

type Params = Record<string, unknown>;

/** What a message says about its field: its name, the unit its numbers are in, whether it is picked rather than typed. */
interface Subject {
  label: string;
  unit: string;
  choice: boolean;
}

/**
 * A title may end with its unit in full-width brackets, 每年领取金额（元）: messages name the field without
 * it and state limits in it, 每年领取金额不能超过 80,000 元.
 */
export function titleParts(title: string): { name: string; unit: string } {
  const [, name, unit] = /^(.+)（([^（）]+)）$/.exec(title) ?? ['', title, ''];
  return { name, unit };
}

const amount = (value: unknown, unit: string) => `${typeof value === 'number' ? value.toLocaleString('zh-CN') : String(value)}${unit && ` ${unit}`}`;

// One Chinese message per ajv keyword. A rule reading its limit from the form data (`$data`) has the
// limit it met in its params, as any other.
const MESSAGES: Record<string, (subject: Subject, params: Params) => string> = {
  required: ({ label, choice }) => (choice ? `请选择${label}` : `请填写${label}`),
  pattern: ({ label }) => `${label}格式不正确`,
  format: ({ label }, params) => (params.format === 'email' ? '请输入正确的邮箱地址' : `${label}格式不正确`),
  maxLength: ({ label }, params) => `${label}不能超过${params.limit}个字`,
  minLength: ({ label }, params) => `${label}不能少于${params.limit}个字`,
  enum: ({ label }) => `请选择有效的${label}`,
  const: ({ label }) => `请选择有效的${label}`,
  type: ({ label }) => `${label}格式不正确`,
  minimum: ({ label, unit }, params) => `${label}不能小于 ${amount(params.limit, unit)}`,
  maximum: ({ label, unit }, params) => `${label}不能超过 ${amount(params.limit, unit)}`,
  multipleOf: ({ label, unit }, params) => `${label}须为 ${amount(params.multipleOf, unit)}的整数倍`,
  minItems: ({ label, choice }, params) => (!choice ? `${label}至少需要${params.limit}项` : params.limit === 1 ? `请选择${label}` : `请至少选择${params.limit}项${label}`),
  maxItems: ({ label }, params) => `${label}最多${params.limit}项`,
  uniqueItems: ({ label }) => `${label}不能重复`,
};

// Summaries of errors reported on their own fields (an if/then branch): they would repeat them.
const SUMMARIES = new Set(['if']);

const CHOICE_WIDGETS = new Set(['select', 'radio', 'checkboxes', 'tree-select']);

interface Field { schema?: RJSFSchema; ui?: UiSchema }

/** The schema and uiSchema at an error's property path (".contacts.0.name" or "address"). */
function fieldAt(root: RJSFSchema, uiRoot: UiSchema, property = ''): Field {
  let field: Field = { schema: root, ui: uiRoot };
  for (const key of property.split('.').filter(Boolean)) {
    const { schema, ui } = field;
    const items = schema?.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as RJSFSchema) : undefined;
    field = /^\d+$/.test(key) && items ? { schema: items, ui: ui?.items } : { schema: schema?.properties?.[key] as RJSFSchema | undefined, ui: ui?.[key] };
  }
  return field;
}

/**
 * rjsf `transformErrors` for a form: ajv's English messages become Chinese ones naming the field. A field
 * may word a rule its own way in its uiSchema: `"ui:messages": { "not": "请至少填写一项新的联系方式" }`.
 */
export function localiseErrors(schema: RJSFSchema) {
  return (errors: RJSFValidationError[], uiSchema: UiSchema = {}): RJSFValidationError[] =>
    errors.filter((error) => !SUMMARIES.has(error.name ?? '')).map((error) => {
      const field = fieldAt(schema, uiSchema, error.property);
      const { name: label, unit } = titleParts(error.title || (field.ui?.['ui:title'] as string | undefined) || field.schema?.title || '此项');
      const widget = field.ui?.['ui:widget'] as string | undefined;
      const choice = Boolean(field.schema?.enum) || field.schema?.type === 'boolean' || CHOICE_WIDGETS.has(widget ?? '');
      const own = (field.ui?.['ui:messages'] as Record<string, string> | undefined)?.[error.name ?? ''];
      const message = own ?? MESSAGES[error.name ?? '']?.({ label, unit, choice }, (error.params ?? {}) as Params) ?? `${label}填写有误`;
      return { ...error, message, stack: message };
    });
}
