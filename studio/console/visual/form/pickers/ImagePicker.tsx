import { Button, Input } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, sizeText } from '../../../../server/assets/image-rules';
import { messageOf } from '../../../api-client/api-error';
import { studioApi } from '../../../api-client/studio-api';
import { imageFileProblem, UPLOAD_ACCEPT } from './image-file';

/**
 * A picture's address, with the picture beside it: one staff upload here (上传图片: kept by the service,
 * checked in the browser first), or the portal's own (/official/images/…) or an allowlisted https one pasted in.
 */
export function ImagePicker({ id, value, placeholder, disabled, readonly, options, onChange }: WidgetProps) {
  const [broken, setBroken] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const chooser = useRef<HTMLInputElement>(null);
  const problemId = `${id}__upload`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal is a change too.
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setUploading(true);
    try {
      onChange((await studioApi.uploadImage(file)).address);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="visual-image">
      <Input
        id={id} value={value ?? ''} placeholder={placeholder || '上传图片，或粘贴图片地址'} disabled={disabled} readOnly={readonly}
        aria-describedby={[ariaDescribedByIds(id), problem && problemId].filter(Boolean).join(' ')}
        onChange={(next) => { setProblem(undefined); onChange(next === '' ? options.emptyValue : next); }}
      />
      {value && (
        <span className="visual-image__preview">
          {broken === value ? <span className="console-muted">无法显示</span> : <img src={value} alt="所填图片的预览" onError={() => setBroken(value)} />}
        </span>
      )}
      <div className="visual-image__upload">
        <Button size="small" icon={<IconUpload />} loading={uploading} disabled={disabled || readonly} onClick={() => chooser.current?.click()}>
          {uploading ? '正在上传…' : '上传图片'}
        </Button>
        <input ref={chooser} type="file" accept={UPLOAD_ACCEPT} hidden tabIndex={-1} aria-hidden onChange={(event) => void upload(event)} />
      </div>
      {problem && <p className="visual-field__help visual-image__problem" id={problemId} role="alert">{problem}</p>}
      <p className="visual-field__help">PNG、JPEG、WebP 或 GIF，不超过 {sizeText(IMAGE_MAX_BYTES)}、{IMAGE_MAX_SIDE} 像素；也可粘贴门户自有图片（/official/images/…）或白名单中的 https 图片地址</p>
    </div>
  );
}
