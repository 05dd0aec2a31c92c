import { preloadApi, tokenStore } from '@gospodarz/shared';
import { loadSection } from './loadSection';
import { loadRegistry, sectionAt } from './registry';

/**
 * A page opened with a session kept (a reload, a bookmark, a new tab) shows a section: the HTTP client (the session
 * is checked with it), and the section's remote entry, its exposed module and the kit as soon as the registry is
 * here, are fetched while the page first renders and the session is checked, instead of one after the other. The federation runtime keeps what arrives, so the section's own load (RemoteSection) finds it there;
 * a failure here is left for that load to report.
 */
export async function prefetchSection(pathname: string): Promise<void> {
  if (!tokenStore.getToken()) return;
  preloadApi();
  try {
    const name = sectionAt(await loadRegistry(), pathname);
    if (name) await loadSection(name, false, undefined, true);
  } catch {
    // RemoteSection loads it again and shows what went wrong
  }
}
