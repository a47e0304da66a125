import { useEffect } from 'react';
import type { InvalidPageError } from './invalid-page';
import { showDevOverlay } from '../react/dev-overlay';
import './invalid-page.css';

/** The dev server's page for a definition that does not pass the checks: each problem where it is. */
export default function InvalidPage({ error }: { error: InvalidPageError }) {
  // Vite's own overlay too, as for a broken source file.
  useEffect(() => showDevOverlay(error.message, error.file), [error]);

  return (
    <main className="invalid-page" role="main">
      <h1 className="invalid-page__title">页面配置有误</h1>
      <p className="invalid-page__hint">这个页面的定义没有通过检查（与 npm run validate 相同）。修改并保存文件后页面会自动刷新，其他页面不受影响。</p>
      <p className="invalid-page__file">{error.file}</p>
      <ul className="invalid-page__problems">
        {error.problems.map((problem) => <li key={problem}><pre>{problem}</pre></li>)}
      </ul>
    </main>
  );
}
