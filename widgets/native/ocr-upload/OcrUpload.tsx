import { useRef, useState, type ChangeEvent } from 'react';
import IconAdd from '@arco-design/mobile-react/esm/icon/IconAdd';
import type { OcrUploadProps } from '../../../schemas/generated/widgets';
import type { WidgetProps } from '../../../runtime/react/types';
// arco's dialog itself, not the lazy feedback.ts: importing that from a lazy chunk would split Vite's
// preload helper into a file of its own, fetched by every page.
import { showConfirm } from '../../../runtime/react/arco-feedback';
import { asNumber } from '../../shared/bindable';
import { cx } from '../../shared/cx';
import { useHeading } from '../../shared/heading';
import { Preview } from './Preview';
import { Tile } from './Tile';
import { usePictures, type Picture } from './use-pictures';
import type { Mode } from './send-picture';
import '../../shared/block.css';
import './ocr-upload.css';

function defaultLabel(mode: Mode, side: 'front' | 'back'): string {
  if (mode === 'id-card') return side === 'back' ? '身份证国徽面' : '身份证人像面';
  return { image: '照片', 'bank-card': '银行卡', 'pre-insure': '投保资料' }[mode];
}

export default function OcrUpload({ props, binding, call, emit, disabled }: WidgetProps<OcrUploadProps>) {
  if (!call) throw new Error('ocr-upload needs `call`: its registration lists the services it uses');
  const mode = props.mode ?? 'image';
  const side = props.side ?? 'front';
  // An id card or bank card is one photo of a card: a wide tile shaped like the card.
  const card = mode === 'id-card' || mode === 'bank-card';
  const maxCount = Math.max(1, asNumber(props.maxCount, mode === 'image' ? 9 : 1));
  const label = props.label ?? defaultLabel(mode, side);
  const Heading = useHeading();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [previewing, setPreviewing] = useState<{ open: boolean; picture?: Picture; name: string }>({ open: false, name: '' });
  const { pictures, notice, add, retry, remove, moveEarlier } = usePictures({
    binding, emit, call, maxCount,
    maxSizeMB: props.maxSizeMB ?? 10,
    send: { mode, side, bizCode: props.bizCode, fileType: props.fileType, inner: props.inner },
  });

  const nameOf = (index: number) => (maxCount > 1 ? `${label}第${index + 1}张` : label);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    void add([...(event.target.files ?? [])]);
    // Cleared, so choosing the same photo again (after deleting it) is still a change.
    event.target.value = '';
  };
  const confirmRemove = async (picture: Picture) => {
    if (!(await showConfirm({ title: '删除照片', message: '删除后如需使用，要重新拍摄或选择，确定删除吗？', confirmText: '删除' }))) return;
    remove(picture);
    // The deleted tile's buttons are gone: focus stays in the field, on the add button (shown once re-rendered).
    requestAnimationFrame(() => addButton.current?.focus({ preventScroll: true }));
  };
  const done = pictures.filter((picture) => picture.status === 'done').length;

  return (
    <section className={cx('w-ocr-upload w-block', card && 'w-ocr-upload--card')}>
      <header className="w-ocr-upload__head">
        <Heading className="w-ocr-upload__title">{label}</Heading>
        {maxCount > 1 && (
          <span className="w-ocr-upload__count">
            <span aria-hidden="true">{done}/{maxCount}</span>
            <span className="visually-hidden">已上传 {done} 张，最多 {maxCount} 张</span>
          </span>
        )}
      </header>
      {props.desc && <p className="w-ocr-upload__desc">{props.desc}</p>}
      <ul className="w-ocr-upload__grid">
        {pictures.map((picture, index) => (
          <Tile
            key={picture.key}
            picture={picture}
            name={nameOf(index)}
            disabled={disabled}
            onOpen={() => setPreviewing({ open: true, picture, name: nameOf(index) })}
            onRetry={() => retry(picture)}
            onRemove={() => void confirmRemove(picture)}
            onMoveEarlier={index > 0 ? () => moveEarlier(picture) : undefined}
          />
        ))}
        {!disabled && pictures.length < maxCount && (
          <li className="w-ocr-upload__tile">
            {/* Its name starts with what it shows, as speech input expects: 添加 → 添加体检报告. */}
            <button ref={addButton} type="button" className="w-ocr-upload__add" aria-label={card ? undefined : `添加${label}`} onClick={() => input.current?.click()}>
              <IconAdd className="w-ocr-upload__add-icon" aria-hidden="true" />
              <span>{card ? `拍摄或上传${label}` : '添加'}</span>
            </button>
          </li>
        )}
      </ul>
      {notice && <p className="w-ocr-upload__notice" role="alert">{notice}</p>}
      {/* No `capture`: without it the phone offers both the camera and the album. */}
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept="image/*"
        multiple={maxCount - pictures.length > 1}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={choose}
      />
      <Preview open={previewing.open} src={previewing.picture?.src} name={previewing.name} onClose={() => setPreviewing((current) => ({ ...current, open: false }))} />
    </section>
  );
}
