import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPanel, lazyScreen } from '@gospodarz/shared';

// Each screen in a chunk of its own: a cold load of one page fetches its screen, not the section's others.
const AccommodationsPage = lazyScreen(() => import('../features/accommodations/components/AccommodationsPage'), 'AccommodationsPage');
const AccommodationDetail = lazyScreen(() => import('../features/accommodations/components/AccommodationDetail'), 'AccommodationDetail');
const AccommodationWizard = lazyScreen(() => import('../features/accommodations/wizard/AccommodationWizard'), 'AccommodationWizard');
const MessageTemplatesPage = lazyScreen(() => import('../features/message-templates/components/MessageTemplatesPage'), 'MessageTemplatesPage');
const MessageTemplateForm = lazyScreen(() => import('../features/message-templates/components/MessageTemplateForm'), 'MessageTemplateForm');
const InvoiceSettingsPage = lazyScreen(() => import('../features/invoice-settings/components/InvoiceSettingsPage'), 'InvoiceSettingsPage');
const infoPages = () => import('../features/admin-pages/components/InfoPages');
const IntegrationsPage = lazyScreen(infoPages, 'IntegrationsPage');
const PageCreatorPage = lazyScreen(infoPages, 'PageCreatorPage');
const ShipmentAnalysisPage = lazyScreen(infoPages, 'ShipmentAnalysisPage');

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
