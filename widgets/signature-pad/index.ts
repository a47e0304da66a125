import { defineWidget } from '../define';
import type { SignaturePadProps } from '../../schemas/generated/widgets';

export default defineWidget<SignaturePadProps>({
  type: 'signature-pad',
  schema: () => import('./props.schema.json'),
  events: ['change'],
  bindable: true,
  services: ['face.uploadImage'],
  load: () => import('./SignaturePad'),
});
