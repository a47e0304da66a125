import { vi } from 'vitest';
import type { ServiceRequest } from '../../../../runtime/core/data';
import { ServiceError } from '../../../../runtime/http/errors';
import type { ReactWidgetSpec } from '../../../../runtime/react/types';

type Answer = (request: ServiceRequest) => unknown;

/**
 * The `call` WidgetNode hands a widget, faked: a service the registration does not declare is refused
 * (as WidgetNode refuses it), the others answer from `answers` (in turn, when given a list).
 */
export function fakeCall(spec: ReactWidgetSpec, answers: Record<string, Answer | Answer[]>) {
  return vi.fn(async (service: string, request: ServiceRequest) => {
    if (!spec.services?.includes(service)) throw new Error(`"${spec.type}" does not declare "${service}"`);
    const answer = answers[service];
    const next = Array.isArray(answer) ? answer.shift() : answer;
    if (!next) throw new Error(`no fake answer left for ${service}`);
    return next(request);
  });
}

/** A failure as the http layer raises it: its message is the one the customer reads. */
export const serverError = (service: string) => () => {
  throw new ServiceError('http', '抱歉，服务端异常，正在抢修中，请您稍后重试', { service, silent: false, status: 500 });
};

/** A promise settled by the test, for a request still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => { resolve = done; });
  return { promise, resolve };
}
