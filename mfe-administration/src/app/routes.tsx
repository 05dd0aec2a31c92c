import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel, SectionPlaceholder } from '@gospodarz/shared';

/** Every route of the section, relative to /administration. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="accommodations" replace />} />
      <Route path="accommodations" element={<SectionPlaceholder title="Moje obiekty" />} />
      <Route path="page-creator" element={<SectionPlaceholder title="Kreator strony" />} />
      <Route path="integrations" element={<SectionPlaceholder title="Integracje" />} />
      <Route path="messages-settings" element={<SectionPlaceholder title="Szablony wiadomości" />} />
      <Route path="invoices-settings" element={<SectionPlaceholder title="Ustawienia faktur" />} />
      <Route path="shipment-analysis" element={<SectionPlaceholder title="Analiza wysyłek" />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
