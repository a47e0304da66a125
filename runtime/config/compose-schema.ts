import basePageSchema from '../../schemas/page.schema.json';
import type { JsonSchema } from '../core/registry/widgets';
import type { ActionDescription, WidgetDescription } from './extension-descriptions';

type Schema = Record<string, any>;

const NODE_REF = { $ref: '#/definitions/node' };
const NODES_REF = { $ref: '#/definitions/nodes' };

/** A widget's props schema with its slot props added (they hold nested nodes). */
export function widgetPropsSchema(spec: WidgetDescription): JsonSchema {
  const schema = structuredClone(spec.schema) as Schema;
  const { title: _title, ...rest } = schema;
  rest.properties = { ...(rest.properties ?? {}) };
  for (const [slot, shape] of Object.entries(spec.slots ?? {})) rest.properties[slot] = shape === 'node' ? NODE_REF : NODES_REF;
  return rest;
}

/**
 * The page schema as the validator sees it: widget `type` limited to registered widgets, each node's
 * props checked against its own widget's schema, each action step against its own action's arguments.
 */
export function composePageSchema(widgets: readonly WidgetDescription[], actions: readonly ActionDescription[]): Schema {
  const schema = structuredClone(basePageSchema) as Schema;
  const defs = schema.definitions;

  defs.node.properties.type = { enum: widgets.map((w) => w.type), description: defs.node.properties.type.description };
  defs.node.allOf = widgets.map((widget) => {
    defs[`props:${widget.type}`] = widgetPropsSchema(widget);
    const required = ((widget.schema.required as string[] | undefined) ?? []).length > 0 || Object.keys(widget.slots ?? {}).length > 0;
    return {
      if: { properties: { type: { const: widget.type } }, required: ['type'] },
      then: { properties: { props: { $ref: `#/definitions/props:${widget.type}` } }, ...(required ? { required: ['props'] } : {}) },
    };
  });

  const step = defs.actionStep;
  step.properties.action = { enum: actions.map((a) => a.name) };
  step.allOf = actions.map((action) => ({
    if: { properties: { action: { const: action.name } }, required: ['action'] },
    then: {
      properties: { ...step.properties, action: { const: action.name }, ...action.schema.properties },
      required: ['action', ...(action.schema.required ?? [])],
      additionalProperties: false,
    },
  }));
  return schema;
}
