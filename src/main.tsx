import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { createInspector } from './app/inspector';
import { AppProviders } from './app/providers';

const inspect = await createInspector();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders inspect={inspect}>
      <App />
    </AppProviders>
  </StrictMode>,
);
