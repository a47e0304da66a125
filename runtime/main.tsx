import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installLayout } from './platform/layout';
import { App } from './app/App';
import './react/app.css';

installLayout();

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
