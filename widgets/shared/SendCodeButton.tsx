import { useEffect, useEffectEvent, useRef, useState } from 'react';
import './send-code.css';

/** Whole seconds left of a countdown (by the clock, so a paused page catches up) and how to start one. */
function useCountdown(): [number, (seconds: number) => void] {
  const [clock, setClock] = useState({ now: 0, deadline: 0 });
  const left = Math.max(0, clock.deadline - clock.now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = (seconds: number) => {
    const now = Date.now();
    setClock({ now, deadline: now + seconds * 1000 });
  };
  return [Math.ceil(left / 1000), start];
}

interface Props {
  /** The page's send counter: each new value means a send succeeded and starts the countdown. */
  sent: unknown;
  /** Runs the page's send action; while it runs the button says 发送中 and ignores taps. */
  onSend: () => Promise<unknown>;
  disabled?: boolean;
  countdown?: number;
  text?: string;
}

/** The text field the button sits beside: the input of its nearest ancestor that holds one. */
function codeFieldOf(button: HTMLButtonElement | null): HTMLInputElement | null {
  for (let parent = button?.parentElement; parent; parent = parent.parentElement) {
    const field = parent.querySelector('input');
    if (field) return field;
  }
  return null;
}

/** 获取验证码 at the right of an SMS-code field (the code-input widget and the forms' sms-code field). */
export function SendCodeButton({ sent, onSend, disabled = false, countdown = 60, text = '获取验证码' }: Props) {
  const [sending, setSending] = useState(false);
  // A ref, not state: two taps in the same frame must not both send.
  const running = useRef(false);
  const [seconds, startCountdown] = useCountdown();
  const seenSent = useRef(sent);
  const button = useRef<HTMLButtonElement>(null);
  // The code is on its way and the button now counts down (disabled, so it would drop focus): the
  // customer goes on in the code field beside it.
  const countDownFromSent = useEffectEvent(() => {
    startCountdown(countdown);
    codeFieldOf(button.current)?.focus();
  });
  useEffect(() => {
    if (sent === seenSent.current) return;
    seenSent.current = sent;
    countDownFromSent();
  }, [sent]);

  const blocked = disabled || sending || seconds > 0;
  const send = async () => {
    if (running.current || blocked) return;
    running.current = true;
    setSending(true);
    try {
      await onSend();
    } finally {
      running.current = false;
      setSending(false);
    }
  };
  return (
    <button ref={button} type="button" className="send-code" disabled={blocked} onClick={() => void send()}>
      {sending ? '发送中…' : seconds > 0 ? `${seconds}s后重发` : text}
    </button>
  );
}
