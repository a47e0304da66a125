import { defineWidget } from '../define';
import type { SchemaFormProps } from '../../schemas/generated/widgets';

export default defineWidget<SchemaFormProps>({
  type: 'schema-form',
  schema: () => import('./props.schema.json'),
  events: ['submit', 'send', 'captchaRefresh', 'linkClick'],
  bindable: true,
  followsBinding: true,
  load: () => import('./SchemaForm'),
  // A form named as written (not by an expression) comes with its page, never after it.
  prepare: ({ form }) => (typeof form === 'string' && !form.includes('{{') ? import('./load').then(({ loadForm }) => loadForm(form)) : undefined),
});
