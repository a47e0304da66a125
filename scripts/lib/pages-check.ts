import { parentPort } from 'node:worker_threads';
import { defaultContext, readPageFiles } from './page-files';
import { validatePages } from '../../runtime/config/validate-pages';
import { isError, type Problem } from '../../runtime/config/problems';

/** Every page checked as `npm run validate` checks it, keeping what refuses a page (warnings do not). */
export async function checkPages(): Promise<Problem[]> {
  return validatePages(readPageFiles(), await defaultContext()).filter(isError);
}

/** In a worker (pages-check-worker.mjs): checks the pages each time the dev server asks. */
export function answerChecks(): void {
  // One check at a time, so the answers come back in the order asked.
  let last = Promise.resolve();
  parentPort?.on('message', () => {
    last = last.then(() => checkPages()).then((problems) => parentPort?.postMessage({ problems }), (error: Error) => parentPort?.postMessage({ error: error.stack ?? error.message }));
  });
}
