import { defineWidget } from '../../define';
import type { FaceVerifyProps } from '../../../schemas/generated/widgets';

export default defineWidget<FaceVerifyProps>({
  type: 'face-verify',
  schema: () => import('./props.schema.json'),
  events: ['verified', 'failed'],
  bindable: true,
  services: ['face.livingBodyRecognition', 'face.livingBodyResult'],
  load: () => import('./FaceVerify'),
});
