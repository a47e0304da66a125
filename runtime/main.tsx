import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installLayout } from './platform/layout';
import { App } from './app/App';
import { createPortal } from './app/portal';
import './react/app.css';

installLayout();
const { runtime, router } = createPortal();

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App runtime={runtime} router={router} />
  </StrictMode>,
);
