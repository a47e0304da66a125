import { defineWidget } from '../../define';
import type { OcrUploadProps } from '../../../schemas/generated/widgets';

export default defineWidget<OcrUploadProps>({
  type: 'ocr-upload',
  schema: () => import('./props.schema.json'),
  events: ['change', 'recognized'],
  bindable: true,
  services: ['face.uploadImage', 'face.ocrIdCard', 'face.ocrBankCard', 'face.ocrPreInsure'],
  load: () => import('./OcrUpload'),
});
