import { Modal } from '@arco-design/web-react';

/** 下线 is asked once more: customers lose the page at once. */
export function TakeDownDialog({ visible, busy, route, onCancel, onTakeDown }: { visible: boolean; busy: boolean; route: string; onCancel(): void; onTakeDown(): void }) {
  return (
    <Modal title="下线页面" visible={visible} onCancel={onCancel} okText="下线" okButtonProps={{ status: 'danger' }} confirmLoading={busy} onOk={onTakeDown} unmountOnExit>
      <p className="console-dialog-text">下线后，客户访问 <code>/official{route}</code> 将立即看到“页面不存在”。之后可以回滚到以前的版本，或重新提交、审核后再发布。</p>
    </Modal>
  );
}
