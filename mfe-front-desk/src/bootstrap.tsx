import { createRoot } from 'react-dom/client';
import { DevShell } from '@gospodarz/shared/dev';
import FrontDeskApp from './app/FrontDeskApp';

// Standalone development: this section alone inside a minimal shell (`npm run dev -w mfe-front-desk`).
createRoot(document.getElementById('root')!).render(
  <DevShell title="Recepcja" basePath="/front-desk" render={(props) => <FrontDeskApp {...props} />} />,
);
