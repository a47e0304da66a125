// The gates' refusals about one call (a data source, an action step) placed under the field they belong
// to: the compiler names a missing param or key at the call itself, so its message says which field it is;
// those two, and a value the service does not take, are said shortly under the field.
import type { ErrorSchema } from '@rjsf/utils';
import type { GateRefusal } from '../../api-client/types';
import { within } from '../model/json-path';
import { fieldErrors } from './refusal-places';

// As the service's gates word them (studio/server/gates/problem-words.ts).
const MISSING_PARAM = /需要参数“([^”]+)”/;
const MISSING_KEY = /缺少必填项“([^”]+)”/;
const REFUSED_VALUE = /不接受 .+，可选：(.+)$/;

/** A refusal moved to the field it is about, its words Chinese where the panel knows them. */
function placed(refusal: GateRefusal, base: string): GateRefusal {
  const param = MISSING_PARAM.exec(refusal.message)?.[1];
  if (param) return { field: `${base}/params/${param}`, message: '必须填写：服务要求提供这个参数' };
  const key = refusal.field === base ? MISSING_KEY.exec(refusal.message)?.[1] : undefined;
  if (key) return { field: `${base}/${key}`, message: '必须填写' };
  const allowed = REFUSED_VALUE.exec(refusal.message)?.[1];
  if (allowed) return { ...refusal, message: `服务不接受这个值，可选：${allowed.replace(/'/g, '')}` };
  return refusal;
}

/** The call's refusals: under its fields as rjsf's errorSchema, and those about the call as a whole. */
export function callErrors(refusals: readonly GateRefusal[], base: string): { errors: ErrorSchema; others: GateRefusal[] } {
  return fieldErrors(refusals.filter((refusal) => within(refusal.field, base)).map((refusal) => placed(refusal, base)), base);
}
