import { createRoot } from 'react-dom/client';
import { DevShell } from '@gospodarz/shared/dev';
import ReportsApp from './app/ReportsApp';

// Standalone development: this section alone inside a minimal shell (`npm run dev -w mfe-reports`).
createRoot(document.getElementById('root')!).render(
  <DevShell title="Raporty" basePath="/reports" render={(props) => <ReportsApp {...props} />} />,
);
