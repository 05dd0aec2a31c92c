import { createRoot } from 'react-dom/client';
import { DevShell } from '@gospodarz/shared/dev';
import AdministrationApp from './app/AdministrationApp';

// Standalone development: this section alone inside a minimal shell (`npm run dev -w mfe-administration`).
createRoot(document.getElementById('root')!).render(
  <DevShell title="Administracja" basePath="/administration" render={(props) => <AdministrationApp {...props} />} />,
);
