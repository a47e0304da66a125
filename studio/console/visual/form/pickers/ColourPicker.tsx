import { Radio } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { panelContext } from '../panel-context';

/** A colour of the portal's theme, shown as its swatch and Chinese name; unset is the widget's default. */
export function ColourPicker(props: WidgetProps) {
  const { value, disabled, readonly, schema, label, onChange } = props;
  const allowed = new Set((schema.enum ?? []) as string[]);
  const colours = panelContext(props).catalogue.colours.filter((colour) => allowed.has(colour.name));
  return (
    <Radio.Group value={value} disabled={disabled || readonly} onChange={(next: string) => onChange(next)} className="visual-colours" aria-label={label}>
      {colours.map((colour) => (
        <Radio key={colour.name} value={colour.name}>
          {({ checked }) => (
            <span className={`visual-colours__choice${checked ? ' visual-colours__choice--checked' : ''}`}>
              <span className="visual-colours__swatch" style={{ background: colour.value }} aria-hidden />
              {colour.label}
            </span>
          )}
        </Radio>
      ))}
    </Radio.Group>
  );
}
