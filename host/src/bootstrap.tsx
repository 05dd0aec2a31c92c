import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRegistry } from './features/remotes/registry';

// The registry is fetched at run time: the bundle names no remote URL.
void loadRegistry();
createRoot(document.getElementById('root')!).render(<App />);
