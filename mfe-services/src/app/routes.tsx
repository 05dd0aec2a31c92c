import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel, SectionPlaceholder } from '@gospodarz/shared';
import { CoHostFormPage, CoHostsPage } from '../features/co-hosts';

/** Every route of the section, relative to /services. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="task-schedule" replace />} />
      <Route path="task-schedule" element={<SectionPlaceholder title="Harmonogram prac" />} />
      <Route path="laundry-services" element={<SectionPlaceholder title="Pralnie" />} />
      <Route path="cleaning-services" element={<SectionPlaceholder title="Sprzątanie" />} />
      <Route path="catering-services" element={<SectionPlaceholder title="Catering" />} />
      <Route path="co-hosts" element={<CoHostsPage />} />
      <Route path="co-hosts/new" element={<CoHostFormPage />} />
      <Route path="co-hosts/:coHostId" element={<CoHostFormPage />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
