import { Form, Input } from '@arco-design/web-react';
import { BeijingRangePicker } from '../../components/BeijingTimePicker';

/** What registering an activity asks (studio/server/activities/activity-store.ts, activityProblem). */
export interface ActivityInput { code: string; name: string; window: [string, string] }

const CODE = /^[A-Z][A-Z0-9_]{2,39}$/;

/**
 * An activity's code, name and dates: in the 活动 screen's dialog and the new-page dialog's. Checked
 * here as the service checks them, so the common mistakes are named before anything is sent.
 */
export function ActivityFields() {
  return (
    <>
      <Form.Item
        label="活动编码" field="code" extra="大写字母、数字或下划线，以字母开头；线索按此编码记录"
        rules={[{ required: true, message: '请填写活动编码' }, { match: CODE, message: '活动编码须为 3–40 位大写字母、数字或下划线，以字母开头，如 ACT_WINTER_2027' }]}
        normalize={(value: string | undefined) => value?.toUpperCase()}
      >
        <Input placeholder="如 ACT_WINTER_2027" maxLength={40} />
      </Form.Item>
      <Form.Item label="活动名称" field="name" rules={[{ required: true, message: '请填写活动名称' }]}>
        <Input placeholder="如 2027 冬日关爱季" maxLength={60} />
      </Form.Item>
      <Form.Item
        label="活动时间（北京时间）" field="window" extra="活动页的排期须在活动时间之内"
        rules={[{ required: true, message: '请选择活动的开始和结束时间' }]}
      >
        <BeijingRangePicker labels={['活动开始时间', '活动结束时间']} />
      </Form.Item>
    </>
  );
}
