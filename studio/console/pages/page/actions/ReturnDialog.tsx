import { Form, Input, Modal } from '@arco-design/web-react';

/** 退回 asks what the author should change: the service refuses a return without it. */
export function ReturnDialog({ visible, busy, onCancel, onReturn }: { visible: boolean; busy: boolean; onCancel(): void; onReturn(comment: string): void }) {
  const [form] = Form.useForm<{ comment: string }>();
  return (
    <Modal
      title="退回修改" visible={visible} onCancel={onCancel} okText="退回" confirmLoading={busy} unmountOnExit
      onOk={() => void form.validate().then(({ comment }) => onReturn(comment.trim()), () => undefined)}
    >
      <Form form={form} id="return" layout="vertical">
        <Form.Item label="退回意见" field="comment" rules={[{ required: true, message: '请填写退回意见，告诉编辑要改什么' }, { validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : '请填写退回意见，告诉编辑要改什么') }]}>
          <Input.TextArea placeholder="如：活动规则中的时间与排期不一致，请修改后重新提交" autoSize={{ minRows: 4, maxRows: 8 }} maxLength={500} showWordLimit />
        </Form.Item>
      </Form>
    </Modal>
  );
}
