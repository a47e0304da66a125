import IconArrowBack from '@arco-design/mobile-react/esm/icon/IconArrowBack';
import IconClose from '@arco-design/mobile-react/esm/icon/IconClose';
import type { Picture } from './use-pictures';

interface TileProps {
  picture: Picture;
  /** The picture's name for buttons and the progress bar: "体检报告第2张", or just "身份证人像面" for one. */
  name: string;
  disabled: boolean;
  onOpen: () => void;
  onRetry: () => void;
  onRemove: () => void;
  /** Present when the picture can move one place earlier (several pictures, not the first). */
  onMoveEarlier?: () => void;
}

/** The cover over a picture on its way: upload progress, then 识别中 while the OCR service reads it. */
function Progress({ picture, name }: Pick<TileProps, 'picture' | 'name'>) {
  // 99 at most: the last percent is the service's answer, which may take a moment after the bytes are sent.
  const percent = Math.min(99, Math.round(picture.progress * 100));
  const reading = picture.stage === 'recognize';
  return (
    <div
      className="w-ocr-upload__cover"
      role="progressbar"
      aria-label={`${name}${reading ? '识别' : '上传'}进度`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={reading ? undefined : percent}
      aria-valuetext={reading ? '识别中' : `已上传 ${percent}%`}
    >
      <span className="w-ocr-upload__status">{reading ? '识别中…' : `上传中 ${percent}%`}</span>
      <span className="w-ocr-upload__bar" aria-hidden="true"><span style={{ width: `${reading ? 100 : percent}%` }} /></span>
    </div>
  );
}

/**
 * One picture: tapping it opens it full size. The cover, retry and delete buttons are siblings of the
 * picture's button, never inside it, so each is reached and named on its own.
 */
export function Tile({ picture, name, disabled, onOpen, onRetry, onRemove, onMoveEarlier }: TileProps) {
  return (
    <li className={`w-ocr-upload__tile w-ocr-upload__tile--${picture.status}`}>
      <button type="button" className="w-ocr-upload__thumb" aria-label={`查看${name}`} onClick={onOpen}>
        <img src={picture.src} alt="" />
      </button>
      {picture.status === 'sending' && <Progress picture={picture} name={name} />}
      {picture.status === 'failed' && (
        <div className="w-ocr-upload__cover w-ocr-upload__cover--failed">
          <span className="w-ocr-upload__status">{picture.file ? '识别失败' : '上传失败'}</span>
          {!disabled && <button type="button" className="w-ocr-upload__retry" aria-label={`重试${name}`} onClick={onRetry}><span>重试</span></button>}
        </div>
      )}
      {!disabled && onMoveEarlier && picture.status === 'done' && (
        <button type="button" className="w-ocr-upload__move" aria-label={`${name}前移一位`} onClick={onMoveEarlier}>
          <span className="w-ocr-upload__move-dot" aria-hidden="true"><IconArrowBack /></span>
        </button>
      )}
      {!disabled && (
        <button type="button" className="w-ocr-upload__remove" aria-label={`删除${name}`} onClick={onRemove}>
          <span className="w-ocr-upload__remove-dot" aria-hidden="true"><IconClose /></span>
        </button>
      )}
    </li>
  );
}
