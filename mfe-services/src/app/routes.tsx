import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel, lazyScreen } from '@gospodarz/shared';
import { PROVIDER_LISTS } from '../features/providers/kinds';

// Each screen in a chunk of its own: a cold load of one page fetches its screen, not the section's others.
const TaskSchedulePage = lazyScreen(() => import('../features/task-schedule/components/TaskSchedulePage'), 'TaskSchedulePage');
const ProvidersPage = lazyScreen(() => import('../features/providers/components/ProvidersPage'), 'ProvidersPage');
const ProviderFormPage = lazyScreen(() => import('../features/providers/components/ProviderFormPage'), 'ProviderFormPage');
const CoHostsPage = lazyScreen(() => import('../features/co-hosts/components/CoHostsPage'), 'CoHostsPage');
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
