import { Form, Modal, Select } from '@arco-design/web-react';
import type { PageDetail } from '../../../api-client/types';
import { beijingTime } from '../../../format/time';
import { shortVersion } from '../../../format/version';

/** 回滚 to a version this page has shown before: a new release pointing at it, live at once. */
export function RollBackDialog({ visible, busy, page, onCancel, onRollBack }: { visible: boolean; busy: boolean; page: PageDetail; onCancel(): void; onRollBack(version: string): void }) {
  const [form] = Form.useForm<{ version: string }>();
  const choices = page.earlierLive.filter((hash) => hash !== page.liveVersion).map((hash) => ({ hash, version: page.versions.find((item) => item.hash === hash) }));
  return (
    <Modal
      title="回滚到以前的版本" visible={visible} onCancel={onCancel} okText="回滚" confirmLoading={busy} unmountOnExit
      onOk={() => void form.validate().then(({ version }) => onRollBack(version), () => undefined)}
    >
      <p className="console-dialog-text">回滚会立即把所选版本发布为线上版本，客户刷新页面即可看到；当前线上版本之后仍可再回滚回来。</p>
      <Form form={form} id="roll-back" layout="vertical" initialValues={{ version: choices[0]?.hash }}>
        <Form.Item label="回滚到" field="version" rules={[{ required: true, message: '请选择要回滚到的版本' }]}>
          <Select placeholder="选择以前上线过的版本">
            {choices.map(({ hash, version }) => (
              <Select.Option key={hash} value={hash}>{shortVersion(hash)}{version ? ` · ${version.authorName} 保存于 ${beijingTime(version.createdAt)}` : ''}</Select.Option>
            ))}
          </Select>
        </Form.Item>
      </Form>
    </Modal>
  );
}
