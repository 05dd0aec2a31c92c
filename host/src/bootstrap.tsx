import { createRoot } from 'react-dom/client';
import { tokenStore } from '@gospodarz/shared';
import { App, preloadSignedInShell } from './app/App';
import { prefetchSection } from './features/remotes/prefetchSection';
import { loadRegistry } from './features/remotes/registry';

// The registry is fetched at run time: the bundle names no remote URL. With a session kept, the page's section is
// fetched with it, while the session is checked.
void loadRegistry();
void prefetchSection(window.location.pathname);
if (tokenStore.getToken()) preloadSignedInShell();
// React reports an error it recovered from (its error #520: a concurrent render threw, and React rendered the root
// again synchronously) as an uncaught error, though the page is whole. It is kept visible as a warning with its
// cause, what threw, and does not count as a crash.
createRoot(document.getElementById('root')!, {
  onRecoverableError: (error) => {
    const cause = (error as Error).cause as Error | undefined;
    console.warn(`React recovered from a render error: ${String(error)}; cause: ${String(cause)}\n${cause?.stack ?? ''}`);
  },
}).render(<App />);
