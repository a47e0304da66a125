import { defineWidget } from '../define';
import type { SchemaFormProps } from '../../schemas/generated/widgets';

export default defineWidget<SchemaFormProps>({
  type: 'schema-form',
  schema: () => import('./props.schema.json'),
  events: ['submit', 'send', 'captchaRefresh', 'linkClick'],
  bindable: true,
  followsBinding: true,
  load: () => import('./SchemaForm'),
  // A form named as written (not by an expression) comes with its page, never after it. Through the
  // component's chunk, which the page loads anyway: the loader in a chunk of its own weighed 1.6 KB more.
  prepare: ({ form }) => (typeof form === 'string' && !form.includes('{{') ? import('./SchemaForm').then(({ loadForm }) => loadForm(form)) : undefined),
});
