import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installLayout } from './platform/layout';
import { App } from './app/App';
import { createPortal } from './app/portal';
import { handOverToken } from './app/token-handoff';
import './react/app.css';

installLayout();
// Before the router's first navigation makes any request.
handOverToken();

const { runtime, router } = createPortal();

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App runtime={runtime} router={router} />
  </StrictMode>,
);
