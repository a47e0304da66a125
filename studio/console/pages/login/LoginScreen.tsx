import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api-client/api-error';
import { Brand } from '../../components/Brand';
import { useDocumentTitle } from '../../components/use-document-title';
import { safeNext } from '../../session/next-path';
import { useSession } from '../../session/session-context';
import './login.css';

interface Credentials { username: string; password: string }

const FEATURES = [
  ['编写与检查', '从模板新建活动页和信息页，边写边检查，所见即客户所见'],
  ['双人审核', '编写者不能审核自己的版本，每个上线版本都经过第二人审阅'],
  ['定时发布与回滚', '按排期自动上线、到期下线，出错时一键回滚到以前的版本'],
];

/**
 * Sign in. Every refusal is said in the service's words (wrong password, locked until a time, too many
 * attempts, the service unreachable) and nothing typed is lost; afterwards staff return to the screen they came from.
 */
export function LoginScreen() {
  const { state, signIn } = useSession();
  const [query] = useSearchParams();
  const expired = (useLocation().state as { expired?: boolean } | null)?.expired === true;
  const [form] = Form.useForm<Credentials>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  useDocumentTitle('登录');

  if (state.status === 'signed-in') return <Navigate to={safeNext(query.get('next'))} replace />;

  const submit = async ({ username, password }: Credentials) => {
    if (busy) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await signIn(username.trim(), password);
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-login">
      <section className="console-login__story" aria-label="运营发布台简介">
        <Brand large />
        <p className="console-login__pitch">活动页与信息页的编写、审核、定时发布与回滚，无需发版即可上线。</p>
        <ul className="console-login__features">
          {FEATURES.map(([title, text]) => <li key={title}><strong>{title}</strong><span>{text}</span></li>)}
        </ul>
      </section>
      <main className="console-login__panel">
        <div className="console-login__card">
          <h1>登录运营发布台</h1>
          <p className="console-login__hint">请使用公司分配的运营人员账号登录</p>
          {expired && !refusal && <Alert className="console-login__alert" type="warning" content="登录已过期，请重新登录；登录后回到刚才的页面，未保存的修改不会丢失。" />}
          {refusal && <Alert className="console-login__alert" type="error" content={refusal} />}
          <Form form={form} id="login" layout="vertical" size="large" onSubmit={(values) => void submit(values)} autoComplete="on">
            <Form.Item label="用户名" field="username" rules={[{ required: true, message: '请输入用户名' }]}>
              <Input prefix={<IconUser />} placeholder="如 editor" autoComplete="username" />
            </Form.Item>
            <Form.Item label="密码" field="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password prefix={<IconLock />} placeholder="请输入密码" autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" long size="large" loading={busy}>登录</Button>
          </Form>
          <p className="console-login__footnote">连续输错 5 次密码，账号将锁定 15 分钟；忘记密码请联系管理员重置。</p>
        </div>
      </main>
    </div>
  );
}
