// @vitest-environment node
import { describe, expect, it } from 'vitest';
import propsSchema from '../../../../widgets/schema-form/props.schema.json';
import { readdirSync } from 'node:fs';
import { validatePages } from '../../../../runtime/config/validate-pages';
import { defaultContext } from '../../../../scripts/lib/page-files';

const page = (form: string) => ({
  file: 'pages/p.json',
  text: JSON.stringify({ route: { path: '/p' }, body: [{ type: 'schema-form', bind: 'contact', props: { form } }] }, null, 2),
});

describe('schema-form names', () => {
  it('the widget offers exactly the forms of schemas/forms (add a new form\'s name to its props schema)', () => {
    const forms = readdirSync(new URL('../../../../schemas/forms', import.meta.url)).filter((f) => f.endsWith('.schema.json')).map((f) => f.replace('.schema.json', ''));
    expect([...propsSchema.properties.form.enum].sort()).toEqual(forms.sort());
  });

  it('a page naming a form that does not exist is refused', async () => {
    const context = { ...(await defaultContext()), checks: [] };
    expect(validatePages([page('contact')], context)).toEqual([]);
    expect(validatePages([page('contcat')], context).map((problem) => problem.pointer)).toContain('/body/0/props/form');
  });
});
