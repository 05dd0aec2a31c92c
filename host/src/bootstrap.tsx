import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRegistry } from './features/remotes/registry';

// The registry is fetched at run time: the bundle names no remote URL.
void loadRegistry();
// React reports an error it recovered from by rendering again synchronously (its error #520) as an uncaught error,
// though the page is whole. It is kept visible as a warning with its cause, and does not count as a crash.
createRoot(document.getElementById('root')!, {
  onRecoverableError: (error) => console.warn('React recovered from a render error:', error, (error as Error).cause),
}).render(<App />);
