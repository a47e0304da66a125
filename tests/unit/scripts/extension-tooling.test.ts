// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtinActions } from '../../../runtime/core/actions';
import { builtinFilters } from '../../../runtime/core/expression';
import { createExtensions } from '../../../runtime/core/registry/extensions';
import { portalExtensions } from '../../../runtime/app/extensions';
import { composePageSchema } from '../../../runtime/config/compose-schema';
import { describeExtensions } from '../../../runtime/config/extension-descriptions';
import { defaultContext } from '../../../scripts/lib/page-files';
import { validatePages } from '../../../runtime/config/validate-pages';

// A catalogue with one widget, one action and one filter of its own: the tooling must know them from it alone.
const extensions = createExtensions({
  widgets: [{
    type: 'greeting',
    schema: async () => ({ default: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' } } } }),
    events: ['click'],
    load: async () => ({ default: null }),
  }],
  actions: [{ name: 'wave', run: () => undefined }],
  filters: [{ name: 'shout', run: (input) => String(input).toUpperCase() }],
  guardSteps: [],
  docs: async () => ({
    actions: { wave: { description: '挥手', schema: { properties: { times: { type: 'integer' } }, required: ['times'] } } },
    filters: { shout: { usage: 'shout', description: '大写' } },
    guardSteps: {},
  }),
});

const page = (body: unknown[]) => ({ file: 'pages/p.json', text: JSON.stringify({ route: { path: '/p' }, body }, null, 2) });
const greeting = { type: 'greeting', props: { name: '{{ query.name | shout }}' }, onClick: { action: 'wave', times: 2 } };

describe('tooling from the extension catalogue', () => {
  it('composes the page schema from its widgets and actions', async () => {
    const { widgets, actions } = await describeExtensions(extensions);
    const schema = composePageSchema(widgets, actions);
    expect(schema.definitions.node.properties.type.enum).toEqual(['greeting']);
    expect(schema.definitions.actionStep.properties.action.enum).toEqual(['wave']);
    expect(schema.definitions['props:greeting'].properties.name).toEqual({ type: 'string' });
  });

  it('validates pages against its widgets, actions and filters, naming what is unknown with the closest name', async () => {
    const context = await describeExtensions(extensions);
    expect(validatePages([page([greeting])], context)).toEqual([]);
    const problems = validatePages([page([{ ...greeting, type: 'greting' }, { type: 'greeting', props: { name: '{{ query.name | shot }}' }, onClick: { action: 'wav', times: 1 } }])], context);
    const messages = problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toContain('/body/0/type "greting" is not allowed here — did you mean "greeting"?');
    expect(messages).toContain('/body/1/onClick/action "wav" is not allowed here — did you mean "wave"?');
    expect(messages).toContain('/body/1/props/name unknown filter "shot" — did you mean "shout"?');
  });

  it('refuses an action or filter without docs: the generated reference lists every one', async () => {
    const docs = await extensions.docs();
    await expect(describeExtensions({ ...extensions, docs: async () => ({ ...docs, actions: {} }) })).rejects.toThrow('action "wave" has no docs');
    await expect(describeExtensions({ ...extensions, docs: async () => ({ ...docs, filters: {} }) })).rejects.toThrow('filter "shout" has no docs');
  });

  it('checks the portal pages against the catalogue the app runs with', async () => {
    const context = await defaultContext();
    const portal = portalExtensions();
    expect(context.widgets.map((w) => w.type)).toEqual(portal.widgets.map((w) => w.type));
    expect(context.actions.map((a) => a.name)).toEqual(portal.actions.map((a) => a.name));
    expect(context.filters.map((f) => f.name)).toEqual(portal.filters.map((f) => f.name));
    expect(portal.actions.map((a) => a.name)).toEqual([...builtinActions.map((a) => a.name), 'login', 'logout', 'enterAgentMode', 'exitAgentMode', 'setElderlyMode', 'loadPersonalInfo']);
    expect(portal.filters).toBe(builtinFilters);
  });
});
