// Request validation against the catalogue schemas, before any handler runs: bad input never reaches
// (or changes) the state. The 400 says only 请求参数错误 (docs/product.md, Errors), as the real service does; the field
// and a Chinese sentence about it go in `errors`, for developers and tests.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Endpoint, JsonSchema } from '../scripts/lib/catalogue';

const typeNames: Record<string, string> = { string: '字符串', integer: '整数', number: '数字', boolean: '布尔值', object: '对象', array: '数组', null: '空值' };

function fieldName(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`)).join('').replace(/^\./, '');
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const child = error.keyword === 'required' ? params.missingProperty : error.keyword === 'additionalProperties' ? params.additionalProperty : undefined;
  if (child === undefined) return path;
  return path ? `${path}.${child}` : child;
}

/** The field's description, when the schema has one (an unknown field has none). */
function label(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return '';
  const schema = error.parentSchema as JsonSchema | undefined;
  const description = error.keyword === 'required'
    ? schema?.properties?.[(error.params as { missingProperty: string }).missingProperty]?.description
    : schema?.description;
  return typeof description === 'string' ? `（${description}）` : '';
}

/** The customer-facing message of every schema-validation 400. */
export const INVALID_REQUEST = '请求参数错误';

/** One invalid field: its path (`answers[0].code`, empty for the whole body) and a Chinese sentence. */
export interface FieldError { field: string; message: string }

export function describeError(error: ErrorObject): FieldError {
  return { field: fieldName(error), message: sentence(error) };
}

function sentence(error: ErrorObject): string {
  const field = `字段 ${fieldName(error) || '请求体'}${label(error)}`;
  const params = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'required': return `缺少必填${field}`;
    case 'type': return `${field}的类型应为${String(params.type).split(',').map((t) => typeNames[t] ?? t).join('或')}`;
    case 'enum': return `${field}的取值应为 ${params.allowedValues.map(String).join('、')} 之一`;
    case 'const': return `${field}的取值应为 ${JSON.stringify(params.allowedValue)}`;
    case 'pattern': return `${field}的格式不正确`;
    case 'minLength': return `${field}不能少于 ${params.limit} 个字符`;
    case 'maxLength': return `${field}不能超过 ${params.limit} 个字符`;
    case 'minItems': return `${field}至少需要 ${params.limit} 项`;
    case 'maxItems': return `${field}不能超过 ${params.limit} 项`;
    case 'minimum': return `${field}不能小于 ${params.limit}`;
    case 'maximum': return `${field}不能大于 ${params.limit}`;
    case 'additionalProperties': return `不支持${field}`;
    default: return `${field}的取值超出允许范围`;
  }
}

export class RequestValidator {
  // Query strings and form bodies carry only strings: their validator coerces "12" to 12 and "true" to true.
  private readonly coercing = new Ajv({ coerceTypes: 'array', verbose: true, strict: false });
  private readonly exact = new Ajv({ verbose: true, strict: false });
  private readonly cache = new Map<string, ValidateFunction>();

  private compiler(endpoint: Endpoint, part: 'params' | 'body', coerce: boolean): ValidateFunction {
    const key = `${endpoint.id}:${part}:${coerce}`;
    let validate = this.cache.get(key);
    if (!validate) {
      validate = (coerce ? this.coercing : this.exact).compile({ ...endpoint[part], definitions: endpoint.definitions });
      this.cache.set(key, validate);
    }
    return validate;
  }

  /** Validates (and coerces in place) params and body; returns the first invalid field, or undefined when valid. */
  check(endpoint: Endpoint, params: Record<string, unknown>, body: unknown, formBody: boolean): FieldError | undefined {
    if (endpoint.params) {
      const validate = this.compiler(endpoint, 'params', true);
      if (!validate(params)) return describeError(validate.errors![0]);
    }
    if (endpoint.body) {
      const validate = this.compiler(endpoint, 'body', formBody);
      if (!validate(body)) return describeError(validate.errors![0]);
    }
    return undefined;
  }
}
