import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel, SectionPlaceholder } from '@gospodarz/shared';
import { ReservationDetailsPage, ReservationEditPage, ReservationsPage } from '../features/reservations';
import { ClientDetailsPage, ClientsPage } from '../features/clients';
import { CalendarPage } from '../features/calendar';
import { DesktopPage } from '../features/desktop';

/** Every route of the section, relative to /front-desk. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="desktop" replace />} />
      <Route path="desktop" element={<DesktopPage />} />
      <Route path="calendar" element={<CalendarPage />} />
      <Route path="price-list" element={<SectionPlaceholder title="Cennik" />} />
      <Route path="price-list/rules" element={<SectionPlaceholder title="Zestaw reguł" />} />
      <Route path="reservations" element={<ReservationsPage />} />
      <Route path="reservations/:reservationId" element={<ReservationDetailsPage />} />
      <Route path="reservations/:reservationId/edit" element={<ReservationEditPage />} />
      <Route path="clients" element={<ClientsPage />} />
      <Route path="clients/:clientId" element={<ClientDetailsPage />} />
      <Route path="comments" element={<SectionPlaceholder title="Komentarze" />} />
      <Route path="messages" element={<SectionPlaceholder title="Wiadomości" />} />
      <Route path="invoices" element={<SectionPlaceholder title="Faktury" />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
