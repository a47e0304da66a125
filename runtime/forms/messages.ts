import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';

type Params = Record<string, unknown>;

// One Chinese message per ajv keyword; `choice` is true for fields the customer picks rather than types.
const MESSAGES: Record<string, (label: string, params: Params, choice: boolean) => string> = {
  required: (label, _params, choice) => (choice ? `请选择${label}` : `请填写${label}`),
  pattern: (label) => `${label}格式不正确`,
  format: (label, params) => (params.format === 'email' ? '请输入正确的邮箱地址' : `${label}格式不正确`),
  maxLength: (label, params) => `${label}不能超过${params.limit}个字`,
  minLength: (label, params) => `${label}不能少于${params.limit}个字`,
  enum: (label) => `请选择有效的${label}`,
  const: (label) => `请选择有效的${label}`,
  type: (label) => `${label}格式不正确`,
  minimum: (label, params) => `${label}不能小于${params.limit}`,
  maximum: (label, params) => `${label}不能大于${params.limit}`,
  minItems: (label, params) => `${label}至少需要${params.limit}项`,
  maxItems: (label, params) => `${label}最多${params.limit}项`,
};

// Summaries of errors reported on their own fields (an if/then branch): they would repeat them.
const SUMMARIES = new Set(['if']);

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

/** rjsf `transformErrors` for a form: ajv's English messages become Chinese ones naming the field. */
export function localiseErrors(schema: RJSFSchema) {
  return (errors: RJSFValidationError[], uiSchema: UiSchema = {}): RJSFValidationError[] =>
    errors.filter((error) => !SUMMARIES.has(error.name ?? '')).map((error) => {
      const field = fieldAt(schema, uiSchema, error.property);
      const label = error.title || (field.ui?.['ui:title'] as string | undefined) || field.schema?.title || '此项';
      const widget = field.ui?.['ui:widget'];
      const choice = Boolean(field.schema?.enum) || field.schema?.type === 'boolean' || widget === 'select' || widget === 'radio';
      const message = MESSAGES[error.name ?? '']?.(label, (error.params ?? {}) as Params, choice) ?? `${label}填写有误`;
      return { ...error, message, stack: message };
    });
}
