import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel } from '@gospodarz/shared';
import { AccommodationDetail, AccommodationWizard, AccommodationsPage } from '../features/accommodations';
import { MessageTemplateForm, MessageTemplatesPage } from '../features/message-templates';
import { InvoiceSettingsPage } from '../features/invoice-settings';
import { IntegrationsPage, PageCreatorPage, ShipmentAnalysisPage } from '../features/admin-pages';

/** Every route of the section, relative to /administration. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="accommodations" replace />} />
      <Route path="accommodations" element={<AccommodationsPage />} />
      <Route path="accommodations/new/*" element={<AccommodationWizard mode="new" />} />
      <Route path="accommodations/:id/edit/*" element={<AccommodationWizard mode="edit" />} />
      <Route path="accommodations/:id" element={<AccommodationDetail />} />
      <Route path="page-creator" element={<PageCreatorPage />} />
      <Route path="integrations" element={<IntegrationsPage />} />
      <Route path="messages-settings" element={<MessageTemplatesPage />} />
      <Route path="messages-settings/new" element={<MessageTemplateForm />} />
      <Route path="messages-settings/:id" element={<MessageTemplateForm />} />
      <Route path="invoices-settings" element={<InvoiceSettingsPage />} />
      <Route path="shipment-analysis" element={<ShipmentAnalysisPage />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
