import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel, SectionPlaceholder } from '@gospodarz/shared';

/** Every route of the section, relative to /front-desk. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="desktop" replace />} />
      <Route path="desktop" element={<SectionPlaceholder title="Pulpit" />} />
      <Route path="calendar" element={<SectionPlaceholder title="Kalendarz" />} />
      <Route path="price-list" element={<SectionPlaceholder title="Cennik" />} />
      <Route path="price-list/rules" element={<SectionPlaceholder title="Zestaw reguł" />} />
      <Route path="reservations" element={<SectionPlaceholder title="Rezerwacje" />} />
      <Route path="clients" element={<SectionPlaceholder title="Klienci" />} />
      <Route path="comments" element={<SectionPlaceholder title="Komentarze" />} />
      <Route path="messages" element={<SectionPlaceholder title="Wiadomości" />} />
      <Route path="invoices" element={<SectionPlaceholder title="Faktury" />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
