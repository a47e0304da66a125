import { afterAll, expect } from 'vitest';
// Pages reading a service bring the query core with their definition (vite-plugin-pages); tests render them directly.
import '../../runtime/core/data/provide-query-core';

// arco's popups, pickers and masks close on their own timers (300 ms) after a component unmounts. In a
// file that renders components, let those run out while the test window still exists: on a loaded runner
// they would fire after teardown ("window is not defined").
afterAll(async () => {
  if (expect.getState().testPath?.endsWith('.tsx')) await new Promise((resolve) => setTimeout(resolve, 400));
});
