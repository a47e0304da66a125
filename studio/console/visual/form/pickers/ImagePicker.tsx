import { Input } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useState } from 'react';

/** A picture's address, with the picture beside it: the portal's own (/official/images/…) or an allowlisted https one. */
export function ImagePicker({ id, value, placeholder, disabled, readonly, options, onChange }: WidgetProps) {
  const [broken, setBroken] = useState<string>();
  return (
    <div className="visual-image">
      <Input
        id={id} value={value ?? ''} placeholder={placeholder || '/official/images/… 或 https://…'} disabled={disabled} readOnly={readonly} aria-describedby={ariaDescribedByIds(id)}
        onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      />
      {value && (
        <span className="visual-image__preview">
          {broken === value ? <span className="console-muted">无法显示</span> : <img src={value} alt="所填图片的预览" onError={() => setBroken(value)} />}
        </span>
      )}
      <p className="visual-field__help">门户自有图片（/official/images/…）或白名单中的 https 图片，不超过 512 KB</p>
    </div>
  );
}
