import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel, SectionPlaceholder } from '@gospodarz/shared';

/** Every route of the section, relative to /reports. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="reservation-vs-income" replace />} />
      <Route path="reservation-vs-income" element={<SectionPlaceholder title="Rezerwacje a przychód" />} />
      <Route path="reservation-vs-price" element={<SectionPlaceholder title="Rezerwacje a średnia cena" />} />
      <Route path="reservation-source" element={<SectionPlaceholder title="Źródła rezerwacji" />} />
      <Route path="most-profitable-days" element={<SectionPlaceholder title="Najlepsze dni tygodnia" />} />
      <Route path="occupancy" element={<SectionPlaceholder title="Obłożenie" />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
