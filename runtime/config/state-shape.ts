// The shape of a page's state, as far as the definition says it: the declared `state` (fragments' `page.state`
// included, as expanded), extended by every path a setState writes and every `bind`. A value worked out by an
// expression, or typed by an input, may be anything; a bound schema-form holds its form's fields.
import type { JsonSchema } from './catalogue-types';
import { eachActionStep } from './page-checks';
import { ANY, merge, resolve, shapeOfValue, type Shape } from './shape';

/** The form files a schema-form names (`props.form`), by name: schemas/forms/<name>.schema.json. */
export type FormSchemas = ReadonlyMap<string, JsonSchema>;

const FROM = 'the page state, as declared in "state" and written by setState or bind';

/** A written value's shape: what an expression gives is not known here. */
function shapeOfWrite(value: unknown): Shape {
  if (typeof value === 'string' && value.includes('{{')) return ANY;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return { kind: 'object', keys: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOfWrite(item)])), open: Object.keys(value).some((key) => key.includes('{{')), from: FROM };
  }
  return Array.isArray(value) && value.some((item) => shapeOfWrite(item).kind === 'any') ? { kind: 'array', item: ANY } : shapeOfValue(value, FROM);
}

/** `target` with `value` written at the path, as setAtPath writes it (a step that is not an object becomes one). */
function writeAt(target: Shape | undefined, segments: readonly string[], value: Shape): Shape {
  if (segments.length === 0) return merge(target, value);
  const current = target === undefined ? undefined : resolve(target);
  if (current?.kind === 'any' || current?.kind === 'array') return current;
  const object = current?.kind === 'object' ? current : { kind: 'object' as const, keys: {}, open: false, from: FROM };
  const [key, ...rest] = segments;
  // A key named by an expression (`answers.{{ item.code }}`) may be any key.
  if (key.includes('{{')) return { ...object, open: true };
  return { ...object, keys: { ...object.keys, [key]: writeAt(object.keys[key], rest, value) } };
}

/** What a bound widget writes: a schema-form its form's fields (their values as typed), any other input anything. */
function boundValue(node: Record<string, any>, forms: FormSchemas): Shape {
  const form = node.type === 'schema-form' && typeof node.props?.form === 'string' ? forms.get(node.props.form) : undefined;
  return form ? { kind: 'schema', schema: form, definitions: form.definitions ?? {}, from: `the form "${node.props.form}"`, loose: true } : ANY;
}

/** `bind: "{{ … }}.x"` names its path at run time: the path is split as written, expressions kept whole. */
const segmentsOf = (path: string) => path.split(/\.(?![^{]*\}\})/).filter(Boolean);

export function stateShape(page: Record<string, any>, forms: FormSchemas): Shape {
  let shape: Shape = shapeOfValue(page.state ?? {}, FROM);
  eachActionStep(page, '', (step) => {
    if (step.action !== 'setState' || !step.values || typeof step.values !== 'object') return;
    for (const [path, value] of Object.entries(step.values)) shape = writeAt(shape, segmentsOf(path), shapeOfWrite(value));
  });
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, any>;
      if (typeof node.bind === 'string') shape = writeAt(shape, segmentsOf(node.bind), boundValue(node, forms));
      Object.values(node).forEach(visit);
    }
  };
  visit(page.body);
  return shape;
}
