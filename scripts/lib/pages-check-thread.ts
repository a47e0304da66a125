import { Worker } from 'node:worker_threads';
import type { Problem } from '../../runtime/config/problems';

type Answer = { problems: Problem[] } | { error: string };
interface Thread { worker: Worker; waiting: Array<(answer: Answer) => void>; last: Promise<unknown> }

/**
 * The dev server's page check on a thread of its own, started once and asked again on each change: the
 * check takes a second, and on the main thread it would hold up every module the first page needs.
 * The thread imports the extension catalogue once; `restart` gives the next check a fresh thread that
 * imports it again (a widget added or its props schema changed), once the old one has answered.
 */
export function pagesCheckThread() {
  let current: Thread | undefined;
  const start = (): Thread => {
    const thread: Thread = { worker: new Worker(new URL('./pages-check-worker.mjs', import.meta.url)), waiting: [], last: Promise.resolve() };
    thread.worker.unref();
    thread.worker.on('message', (answer: Answer) => thread.waiting.shift()?.(answer));
    thread.worker.on('error', (error) => {
      for (const answer of thread.waiting.splice(0)) answer({ error: error.stack ?? error.message });
      if (current === thread) current = undefined;
    });
    return thread;
  };
  return {
    check(): Promise<Problem[]> {
      const thread = (current ??= start());
      const asked = new Promise<Answer>((resolve) => thread.waiting.push(resolve));
      thread.last = asked;
      thread.worker.postMessage('check');
      return asked.then((answer) => {
        if ('error' in answer) throw new Error(`the page check failed: ${answer.error}`);
        return answer.problems;
      });
    },
    restart(): void {
      const old = current;
      current = undefined;
      void old?.last.then(() => old.worker.terminate());
    },
    close: () => current?.worker.terminate(),
  };
}
