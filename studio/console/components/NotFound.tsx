import { Button, Result } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';

/** An address of the console that names no screen. */
export function NotFound() {
  const navigate = useNavigate();
  useDocumentTitle('页面不存在');
  return (
    <section className="console-card console-result">
      <h1 className="console-visually-hidden">页面不存在</h1>
      <Result status="404" title="没有这个页面" subTitle="地址可能有误，或页面已被删除。" extra={<Button type="primary" onClick={() => navigate('/pages')}>返回页面列表</Button>} />
    </section>
  );
}
