import { createRoot } from 'react-dom/client';
import { DevShell } from '@gospodarz/shared/dev';
import ServicesApp from './app/ServicesApp';

// Standalone development: this section alone inside a minimal shell (`npm run dev -w mfe-services`).
createRoot(document.getElementById('root')!).render(
  <DevShell title="Usługi" basePath="/services" render={(props) => <ServicesApp {...props} />} />,
);
