import { useEffect, useRef, useState } from 'react';
import ArcoButton from '@arco-design/mobile-react/esm/button';
import '@arco-design/mobile-react/esm/button/style';
import './cashier.css';

/**
 * The sandbox's stand-in for the payment provider's cashier (local builds only, like the other dev routes):
 * it shows the order the portal made and lets the payer choose how it ends, then returns to the order's
 * result page. The real cashier is the provider's site, whose address the server gives in the pay-url.
 */
const CASHIER_API = '/official-api/__sandbox/cashier';

interface CashierOrder {
  orderId: string; amount: number; policyNo: string; productName: string; subject: string; methodName: string; statusName: string;
  closedMessage: string | null; returnUrl: string;
}

type Outcome = 'success' | 'failed' | 'cancelled';
const OUTCOMES: Array<{ outcome: Outcome; text: string; type: 'primary' | 'ghost' | 'default' }> = [
  { outcome: 'success', text: '支付成功', type: 'primary' },
  { outcome: 'failed', text: '支付失败', type: 'ghost' },
  { outcome: 'cancelled', text: '取消支付', type: 'default' },
];

const money = (amount: number) => amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The result page is a route of the portal: leave the cashier by full load, as a real cashier does. */
const leaveFor = (returnUrl: string) => window.location.replace(returnUrl);

async function ask(init?: RequestInit & { orderId?: string }): Promise<{ order?: CashierOrder; message?: string }> {
  const response = await fetch(init?.method === 'POST' ? CASHIER_API : `${CASHIER_API}?orderId=${encodeURIComponent(init?.orderId ?? '')}`, init);
  const answer = (await response.json()) as { data?: CashierOrder; message?: string };
  return response.ok ? { order: answer.data } : { message: answer.message ?? '系统开小差，请稍后重试' };
}

export function Cashier() {
  const orderId = new URLSearchParams(window.location.search).get('orderId') ?? '';
  const [order, setOrder] = useState<CashierOrder>();
  const [refused, setRefused] = useState<string>();
  const [paying, setPaying] = useState(false);
  // A ref, not state: two taps in the same frame must not both send the payer's choice.
  const chosen = useRef(false);

  useEffect(() => {
    document.title = '收银台';
    void ask({ orderId }).then(({ order: found, message }) => (found ? setOrder(found) : setRefused(message)));
  }, [orderId]);

  const choose = async (outcome: Outcome) => {
    if (chosen.current || !order) return;
    chosen.current = true;
    setPaying(true);
    const answer = await ask({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderId, outcome }) });
    if (answer.order) return leaveFor(answer.order.returnUrl);
    setRefused(answer.message);
    setPaying(false);
  };

  const closed = refused ?? order?.closedMessage;
  return (
    <main className="cashier">
      <header className="cashier__bar"><h1>收银台</h1><span className="cashier__badge">沙箱模拟</span></header>
      {order && (
        <section className="cashier__card" aria-label="订单信息">
          <p className="cashier__caption">支付金额</p>
          <p className="cashier__amount">¥{money(order.amount)}</p>
          <dl className="cashier__rows">
            <div><dt>商品</dt><dd>{order.productName} {order.subject}</dd></div>
            <div><dt>保单号</dt><dd>{order.policyNo}</dd></div>
            <div><dt>支付方式</dt><dd>{order.methodName}</dd></div>
            <div><dt>订单号</dt><dd>{order.orderId}</dd></div>
          </dl>
        </section>
      )}
      {closed && (
        <section className="cashier__closed" role="alert">
          <p>{closed}</p>
          {order && <ArcoButton type="ghost" onClick={() => leaveFor(order.returnUrl)}>查看支付结果</ArcoButton>}
        </section>
      )}
      {order && !closed && (
        <section className="cashier__actions" aria-label="模拟付款结果">
          <p className="cashier__hint">这是沙箱环境的模拟收银台，不会真实扣款。请选择本次付款的结果：</p>
          {OUTCOMES.map(({ outcome, text, type }) => (
            <ArcoButton key={outcome} type={type} disabled={paying} onClick={() => void choose(outcome)}>{text}</ArcoButton>
          ))}
        </section>
      )}
      {!order && !closed && <p className="cashier__hint" role="status">加载中…</p>}
    </main>
  );
}
