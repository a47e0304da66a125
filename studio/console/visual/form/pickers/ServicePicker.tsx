import { Select } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { Catalogue } from '../../../api-client/types';
import { useLabelledSelect } from '../labelled-select';

interface Props {
  id: string;
  services: Catalogue['services'];
  value?: string;
  disabled?: boolean;
  /** Names the picker where no visible label does (a label with htmlFor `id` names it otherwise). */
  ariaLabel?: string;
  onChange(service: string): void;
}

/** A service of the catalogue, found by its Chinese summary or its id, grouped by family as the catalogue is. */
export function ServicePicker({ id, services, value, disabled, ariaLabel, onChange }: Props) {
  useLabelledSelect(id);
  const families = useMemo(() => {
    const grouped = new Map<string, Catalogue['services']>();
    for (const service of services) grouped.set(service.family, [...(grouped.get(service.family) ?? []), service]);
    return [...grouped];
  }, [services]);
  return (
    <Select
      id={id} value={value} placeholder="搜索服务：输入中文名称或编号" disabled={disabled} showSearch aria-label={ariaLabel}
      notFoundContent="没有找到这个服务" className="visual-service-picker"
      filterOption={(typed, option) => String((option as { props?: { extra?: string } }).props?.extra ?? '').toLowerCase().includes(typed.trim().toLowerCase())}
      onChange={(next: string) => onChange(next)}
    >
      {families.map(([family, members]) => (
        <Select.OptGroup key={family} label={family}>
          {members.map((service) => (
            <Select.Option key={service.id} value={service.id} extra={`${service.summary} ${service.id} ${family}`}>
              {service.summary}<span className="console-option-extra">{service.id}</span>
            </Select.Option>
          ))}
        </Select.OptGroup>
      ))}
    </Select>
  );
}
