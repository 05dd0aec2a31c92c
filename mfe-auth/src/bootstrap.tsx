import { createRoot } from 'react-dom/client';
import { DevShell } from '@gospodarz/shared/dev';
import AuthApp from './app/AuthApp';

// Standalone development: this section alone inside a minimal shell (`npm run dev -w mfe-auth`).
createRoot(document.getElementById('root')!).render(
  <DevShell title="Konto" basePath="" render={(props) => <AuthApp {...props} />} />,
);
