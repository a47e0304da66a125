import { DatePicker } from '@arco-design/web-react';
import type { Dayjs } from 'dayjs';
import { BEIJING_UTC_OFFSET } from '../format/time';

const FORMAT = 'YYYY-MM-DD HH:mm';
const SHOW_TIME = { format: 'HH:mm' };

// The pickers show and take Beijing time whatever the browser's zone (arco's utcOffset). Their value is
// the instant as an ISO string: arco's date strings are in the browser's zone, its dates the true instant.
const toPicker = (iso: string | undefined) => (iso ? Date.parse(iso) : undefined);
const fromPicker = (date: Dayjs | undefined) => (date ? new Date(date.valueOf()).toISOString() : undefined);

interface TimeProps {
  value?: string;
  onChange?(iso: string | undefined): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** A time, in Beijing time. */
export function BeijingTimePicker({ value, onChange, placeholder = '选择时间（北京时间）', disabled, id, 'aria-label': label }: TimeProps) {
  return (
    <DatePicker
      showTime={SHOW_TIME} format={FORMAT} utcOffset={BEIJING_UTC_OFFSET} value={toPicker(value)} placeholder={placeholder} disabled={disabled}
      style={{ width: '100%' }} inputProps={{ id, 'aria-label': label }} onChange={(_text, date) => onChange?.(fromPicker(date))}
    />
  );
}

interface RangeProps {
  value?: [string, string];
  onChange?(window: [string, string] | undefined): void;
  disabled?: boolean;
  /** What the two ends are called, for screen readers: 活动开始时间, 活动结束时间. */
  labels?: [string, string];
}

/** A window from a start to an end, in Beijing time. */
export function BeijingRangePicker({ value, onChange, disabled, labels = ['开始时间', '结束时间'] }: RangeProps) {
  return (
    <DatePicker.RangePicker
      showTime={SHOW_TIME} format={FORMAT} utcOffset={BEIJING_UTC_OFFSET} value={value?.map(toPicker) as number[] | undefined} disabled={disabled}
      placeholder={['开始时间', '结束时间']} style={{ width: '100%' }} inputProps={labels.map((label) => ({ 'aria-label': label }))}
      onChange={(_texts, dates) => onChange?.(dates?.length === 2 ? [fromPicker(dates[0])!, fromPicker(dates[1])!] : undefined)}
    />
  );
}
