import { Navigate, Route, Routes } from '@gospodarz/shared/router';
import { NotFoundPanel, lazyScreen, preloadScreenAt } from '@gospodarz/shared';
import { PROVIDER_LISTS } from '../features/providers/kinds';

// Each screen in a chunk of its own: a cold load of one page fetches its screen, not the section's others.
const loadTaskSchedule = () => import('../features/task-schedule/components/TaskSchedulePage');
const loadProviders = () => import('../features/providers/components/ProvidersPage');
const loadCoHosts = () => import('../features/co-hosts/components/CoHostsPage');
const TaskSchedulePage = lazyScreen(loadTaskSchedule, 'TaskSchedulePage');
const ProvidersPage = lazyScreen(loadProviders, 'ProvidersPage');
const ProviderFormPage = lazyScreen(() => import('../features/providers/components/ProviderFormPage'), 'ProviderFormPage');
const CoHostsPage = lazyScreen(loadCoHosts, 'CoHostsPage');

/** The tabs' screens by their path: fetched with the section's code when the section opens on one of them. */
const SCREEN_AT: Record<string, () => Promise<unknown>> = {
  '/services/task-schedule': loadTaskSchedule,
  ...Object.fromEntries(PROVIDER_LISTS.map((list) => [`/services/${list.path}`, loadProviders])),
  '/services/co-hosts': loadCoHosts,
};

/** Fetches the chunk of the tab's screen at `pathname` now, with the section's code (shared's preloadScreenAt). */
export const preloadScreen = (pathname: string) => preloadScreenAt(SCREEN_AT, pathname);
const CoHostFormPage = lazyScreen(() => import('../features/co-hosts/components/CoHostFormPage'), 'CoHostFormPage');

/** Every route of the section, relative to /services. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="task-schedule" replace />} />
      <Route path="task-schedule" element={<TaskSchedulePage />} />
      {PROVIDER_LISTS.map((list) => [
        <Route key={list.path} path={list.path} element={<ProvidersPage key={list.path} list={list} />} />,
        <Route key={`${list.path}/new`} path={`${list.path}/new`} element={<ProviderFormPage key={list.path} list={list} />} />,
      ])}
      <Route path="co-hosts" element={<CoHostsPage />} />
      <Route path="co-hosts/new" element={<CoHostFormPage />} />
      <Route path="co-hosts/:coHostId" element={<CoHostFormPage />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
