// First: no schema may be built before zod is told not to compile with `new Function`.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startSessionSync } from './features/auth/stores/session-store';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

startSessionSync();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
