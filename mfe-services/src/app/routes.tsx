import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel } from '@gospodarz/shared';
import { CoHostFormPage, CoHostsPage } from '../features/co-hosts';
import { PROVIDER_LISTS, ProviderFormPage, ProvidersPage } from '../features/providers';
import { TaskSchedulePage } from '../features/task-schedule';

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
