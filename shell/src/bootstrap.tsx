import '@store/shared/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createStoreRouter } from './app/create-router';
import { installFieldReporting } from './federation/field-events';
import { loadRegistry } from './federation/registry';

installFieldReporting();

// Start reading the registry while React renders the header.
loadRegistry().catch(() => undefined);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createStoreRouter()} />
    </StrictMode>,
  );
}
