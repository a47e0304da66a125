import Masking from '@arco-design/mobile-react/esm/masking';
import '@arco-design/mobile-react/esm/masking/style';
import IconClose from '@arco-design/mobile-react/esm/icon/IconClose';
import { DialogFrame } from '../../shared/DialogFrame';

interface PreviewProps {
  open: boolean;
  /** The picture shown, kept while the preview fades out. */
  src?: string;
  /** The picture's name ("体检报告第2张"): the dialog's name and the picture's alt text. */
  name: string;
  onClose: () => void;
}

/** A picture full size on black, as a photo viewer shows it: closed by its button or a tap anywhere. */
export function Preview({ open, src, name, onClose }: PreviewProps) {
  return (
    <Masking visible={open} close={onClose} contentAtCenter maskClass="w-ocr-upload-preview__mask" contentClass="w-ocr-upload-preview">
      <DialogFrame label={name} className="w-ocr-upload-preview__frame" onClose={onClose}>
        <img className="w-ocr-upload-preview__image" src={src} alt={name} onClick={onClose} />
        <button type="button" className="w-ocr-upload-preview__close" aria-label="关闭" onClick={onClose}>
          <IconClose aria-hidden="true" />
        </button>
      </DialogFrame>
    </Masking>
  );
}
