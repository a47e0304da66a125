import { Button, Select } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { beijingTime } from '../../../format/time';
import { panelContext } from '../panel-context';
import { useLabelledSelect } from '../labelled-select';

/** The campaign's activity, picked among the registered ones (an ended one cannot be); 活动 registers new ones. */
export function ActivityPicker(props: WidgetProps) {
  const { id, value, disabled, readonly, required, options, onChange } = props;
  const { activities } = panelContext(props);
  useLabelledSelect(id);
  const now = Date.now();
  if (activities.error) {
    return <p className="visual-field__help console-text-danger">{activities.error} <Button size="mini" type="text" onClick={activities.reload}>重试</Button></p>;
  }
  return (
    <Select
      id={id} value={value ?? undefined} placeholder={activities.loading ? '正在加载活动…' : '选择一个已登记的活动'} loading={activities.loading}
      disabled={disabled || readonly} allowClear={!required} showSearch notFoundContent="还没有登记活动：请先在“活动”中登记" aria-describedby={ariaDescribedByIds(id)}
      onChange={(next: string | undefined) => onChange(next ?? options.emptyValue)}
    >
      {(activities.data ?? []).map((activity) => {
        const ended = Date.parse(activity.endsAt) <= now;
        return (
          <Select.Option key={activity.code} value={activity.code} disabled={ended}>
            {activity.name}（{activity.code}）
            <span className="console-option-extra">{ended ? '已结束' : `${beijingTime(activity.startsAt)} 至 ${beijingTime(activity.endsAt)}`}</span>
          </Select.Option>
        );
      })}
    </Select>
  );
}
