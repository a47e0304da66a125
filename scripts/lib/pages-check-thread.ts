import { Worker } from 'node:worker_threads';
import type { Problem } from '../../runtime/config/problems';

type Answer = { problems: Problem[] } | { error: string };

/**
 * The dev server's page check on a thread of its own, started once and asked again on each change: the
 * check takes a second, and on the main thread it would hold up every module the first page needs.
 */
export function pagesCheckThread() {
  let worker: Worker | undefined;
  const waiting: Array<(answer: Answer) => void> = [];
  const start = () => {
    const started = new Worker(new URL('./pages-check-worker.mjs', import.meta.url));
    started.unref();
    started.on('message', (answer: Answer) => waiting.shift()?.(answer));
    started.on('error', (error) => { for (const answer of waiting.splice(0)) answer({ error: error.stack ?? error.message }); worker = undefined; });
    return started;
  };
  return {
    check(): Promise<Problem[]> {
      worker ??= start();
      const asked = new Promise<Answer>((resolve) => waiting.push(resolve));
      worker.postMessage('check');
      return asked.then((answer) => {
        if ('error' in answer) throw new Error(`the page check failed: ${answer.error}`);
        return answer.problems;
      });
    },
    close: () => worker?.terminate(),
  };
}
