import { defineWidget } from '../define';
import type { SchemaFormProps } from '../../schemas/generated/widgets';

export default defineWidget<SchemaFormProps>({ type: 'schema-form', schema: () => import('./props.schema.json'), events: ['submit', 'send', 'captchaRefresh', 'linkClick'], bindable: true, followsBinding: true, load: () => import('./SchemaForm') });
