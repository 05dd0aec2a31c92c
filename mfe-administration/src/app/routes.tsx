import { Navigate, Route, Routes } from '@gospodarz/shared/router';
import { NotFoundPanel, lazyScreen, preloadScreenAt } from '@gospodarz/shared';

// Each screen in a chunk of its own: a cold load of one page fetches its screen, not the section's others.
const loadAccommodations = () => import('../features/accommodations/components/AccommodationsPage');
const AccommodationsPage = lazyScreen(loadAccommodations, 'AccommodationsPage');
const AccommodationDetail = lazyScreen(() => import('../features/accommodations/components/AccommodationDetail'), 'AccommodationDetail');
const AccommodationWizard = lazyScreen(() => import('../features/accommodations/wizard/AccommodationWizard'), 'AccommodationWizard');
const loadMessageTemplates = () => import('../features/message-templates/components/MessageTemplatesPage');
const MessageTemplatesPage = lazyScreen(loadMessageTemplates, 'MessageTemplatesPage');
const MessageTemplateForm = lazyScreen(() => import('../features/message-templates/components/MessageTemplateForm'), 'MessageTemplateForm');
const loadInvoiceSettings = () => import('../features/invoice-settings/components/InvoiceSettingsPage');
const InvoiceSettingsPage = lazyScreen(loadInvoiceSettings, 'InvoiceSettingsPage');
const infoPages = () => import('../features/admin-pages/components/InfoPages');
const IntegrationsPage = lazyScreen(infoPages, 'IntegrationsPage');
const PageCreatorPage = lazyScreen(infoPages, 'PageCreatorPage');
const loadOwners = () => import('../features/owners/components/OwnersPage');
const OwnersPage = lazyScreen(loadOwners, 'OwnersPage');
const OwnerPage = lazyScreen(() => import('../features/owners/components/OwnerPage'), 'OwnerPage');
const LegalSettingsPage = lazyScreen(() => import('../features/legal-settings/components/LegalSettingsPage'), 'LegalSettingsPage');
const ShipmentAnalysisPage = lazyScreen(() => import('../features/shipment-analysis/components/ShipmentAnalysisPage'), 'ShipmentAnalysisPage');

/** The tabs' screens by their path: fetched with the section's code when the section opens on one of them. */
const SCREEN_AT: Record<string, () => Promise<unknown>> = {
  '/administration/accommodations': loadAccommodations,
  '/administration/messages-settings': loadMessageTemplates,
  '/administration/invoices-settings': loadInvoiceSettings,
  '/administration/owners': loadOwners,
};

/** Fetches the chunk of the tab's screen at `pathname` now, with the section's code (shared's preloadScreenAt). */
export const preloadScreen = (pathname: string) => preloadScreenAt(SCREEN_AT, pathname);

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
      <Route path="legal" element={<LegalSettingsPage />} />
      <Route path="owners" element={<OwnersPage />} />
      <Route path="owners/:id" element={<OwnerPage />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
