import { Select } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { panelContext } from '../panel-context';
import { useLabelledSelect } from '../labelled-select';

/** Where a link leads: a page of the portal chosen by its title, or an address typed in (checked by the gates). */
export function LinkPicker(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, required, options, onChange } = props;
  const routes = panelContext(props).catalogue.routes;
  useLabelledSelect(id);
  return (
    <Select
      id={id} value={value ?? undefined} placeholder={placeholder || '选择页面，或输入地址'} disabled={disabled || readonly} allowClear={!required} showSearch allowCreate
      aria-describedby={ariaDescribedByIds(id)}
      filterOption={(typed, option) => String((option as { props?: { extra?: string } }).props?.extra ?? '').toLowerCase().includes(typed.toLowerCase())}
      onChange={(next: string | undefined) => onChange(next || options.emptyValue)}
    >
      {routes.map((route) => (
        <Select.Option key={route.path} value={route.path} extra={`${route.title} ${route.path}`}>
          {route.title}<span className="console-option-extra">{route.path}</span>
        </Select.Option>
      ))}
    </Select>
  );
}
