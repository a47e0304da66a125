// The console's entry: arco's styles and React 19 adapter, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setCreateRoot } from '@arco-design/web-react/es/_util/react-dom';
import '@arco-design/web-react/dist/css/arco.css';
import './console.css';
import { App } from './App';

// arco renders Message and Modal.confirm in roots of their own; React 19's react-dom no longer exports
// createRoot, and arco's React 19 adapter module, imported for its side effect, is tree-shaken away.
setCreateRoot(createRoot);

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
