import { parentPort } from 'node:worker_threads';
import { defaultContext, readActivityFile, readPageFiles } from './page-files';
import { validatePages } from '../../runtime/config/validate-pages';
import { isError, type Problem } from '../../runtime/config/problems';

/**
 * Every page checked as `npm run validate` checks it, keeping what refuses a page (warnings do not), and
 * the campaign activities' own problem: the pages read them as they are now.
 */
export async function checkPages(): Promise<Problem[]> {
  return [...readActivityFile().problems, ...validatePages(readPageFiles(), await defaultContext()).filter(isError)];
}

/** In a worker (pages-check-worker.mjs): checks the pages each time the dev server asks. */
export function answerChecks(): void {
  // One check at a time, so the answers come back in the order asked.
  let last = Promise.resolve();
  parentPort?.on('message', () => {
    last = last.then(() => checkPages()).then((problems) => parentPort?.postMessage({ problems }), (error: Error) => parentPort?.postMessage({ error: error.stack ?? error.message }));
  });
}
