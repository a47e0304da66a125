import { Button, Popover } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { pictureUrl } from '../../catalogue/catalogue-index';
import { panelContext } from '../panel-context';

/** A named icon, picked from a grid of the icons the schema allows, each with its picture and Chinese name. */
export function IconPicker(props: WidgetProps) {
  const { id, value, required, disabled, readonly, options, schema, label, onChange } = props;
  const [open, setOpen] = useState(false);
  const allowed = new Set((schema.enum ?? []) as string[]);
  const icons = panelContext(props).catalogue.icons.filter((icon) => allowed.has(icon.name));
  const current = icons.find((icon) => icon.name === value);
  const choose = (name: string | undefined) => { onChange(name ?? options.emptyValue); setOpen(false); };
  const grid = (
    <div className="visual-icons" role="group" aria-label={`选择${label || '图标'}`}>
      {icons.map((icon) => (
        <button key={icon.name} type="button" className="visual-icons__choice" aria-pressed={icon.name === value} onClick={() => choose(icon.name)}>
          {icon.picture ? <img src={pictureUrl(icon.picture)} alt="" /> : <span className="visual-icons__blank" aria-hidden />}
          <span>{icon.label}</span>
        </button>
      ))}
      {!required && value !== undefined && <Button size="mini" type="text" className="visual-icons__clear" onClick={() => choose(undefined)}>不用图标</Button>}
    </div>
  );
  return (
    <Popover trigger="click" position="br" popupVisible={open} onVisibleChange={setOpen} content={grid} className="visual-icons__popover">
      <button type="button" id={id} className="visual-picker" disabled={disabled || readonly} aria-haspopup="true" aria-expanded={open}>
        {current?.picture && <img src={pictureUrl(current.picture)} alt="" className="visual-picker__picture" />}
        <span className={current ? undefined : 'visual-picker__placeholder'}>{current ? `${current.label}（${current.name}）` : value ? String(value) : '选择图标'}</span>
        <IconDown className="visual-picker__arrow" aria-hidden />
      </button>
    </Popover>
  );
}
