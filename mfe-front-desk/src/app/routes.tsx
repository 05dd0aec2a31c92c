import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { Box, NotFoundPanel, TabBar, lazyScreen } from '@gospodarz/shared';
import { PRICE_LIST_TABS } from './tabs';

// Each screen in a chunk of its own: a cold load of one page fetches its screen, not the section's fourteen.
const DesktopPage = lazyScreen(() => import('../features/desktop/components/DesktopPage'), 'DesktopPage');
const CalendarPage = lazyScreen(() => import('../features/calendar/components/CalendarPage'), 'CalendarPage');
const PriceListPage = lazyScreen(() => import('../features/price-list/components/PriceListPage'), 'PriceListPage');
const RulesPage = lazyScreen(() => import('../features/rules/components/RulesPage'), 'RulesPage');
const RuleFormPage = lazyScreen(() => import('../features/rules/components/RuleFormPage'), 'RuleFormPage');
const ReservationsPage = lazyScreen(() => import('../features/reservations/components/ReservationsPage'), 'ReservationsPage');
const ReservationDetailsPage = lazyScreen(() => import('../features/reservations/components/ReservationDetailsPage'), 'ReservationDetailsPage');
const ReservationEditPage = lazyScreen(() => import('../features/reservations/components/ReservationEditPage'), 'ReservationEditPage');
const ClientsPage = lazyScreen(() => import('../features/clients/components/ClientsPage'), 'ClientsPage');
const ClientDetailsPage = lazyScreen(() => import('../features/clients/components/ClientDetailsPage'), 'ClientDetailsPage');
const CommentsPage = lazyScreen(() => import('../features/comments/components/CommentsPage'), 'CommentsPage');
const MessagesPage = lazyScreen(() => import('../features/messages/components/MessagesPage'), 'MessagesPage');
const InvoicesPage = lazyScreen(() => import('../features/invoices/components/InvoicesPage'), 'InvoicesPage');
const InvoiceDetailsPage = lazyScreen(() => import('../features/invoices/components/InvoiceDetailsPage'), 'InvoiceDetailsPage');
const InvoiceFormPage = lazyScreen(() => import('../features/invoices/components/InvoiceFormPage'), 'InvoiceFormPage');

/** The price list's own tabs ('Aktualny cennik', 'Zestaw reguł') above its screens. */
function PriceListTabs() {
  return (
    <>
      <TabBar tabs={PRICE_LIST_TABS} label="Cennik" />
      <Box mt="4">
        <Outlet />
      </Box>
    </>
  );
}

/** Every route of the section, relative to /front-desk. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="desktop" replace />} />
      <Route path="desktop" element={<DesktopPage />} />
      <Route path="calendar" element={<CalendarPage />} />
      <Route path="price-list" element={<PriceListTabs />}>
        <Route index element={<PriceListPage />} />
        <Route path="rules" element={<RulesPage />} />
        <Route path="rules/new" element={<RuleFormPage />} />
        <Route path="rules/:ruleId" element={<RuleFormPage />} />
      </Route>
      <Route path="reservations" element={<ReservationsPage />} />
      <Route path="reservations/:reservationId" element={<ReservationDetailsPage />} />
      <Route path="reservations/:reservationId/edit" element={<ReservationEditPage />} />
      <Route path="clients" element={<ClientsPage />} />
      <Route path="clients/:clientId" element={<ClientDetailsPage />} />
      <Route path="comments" element={<CommentsPage />} />
      <Route path="messages" element={<MessagesPage />} />
      <Route path="invoices" element={<InvoicesPage />} />
      <Route path="invoices/new" element={<InvoiceFormPage mode="create" />} />
      <Route path="invoices/:invoiceId" element={<InvoiceDetailsPage />} />
      <Route path="invoices/:invoiceId/edit" element={<InvoiceFormPage mode="update" />} />
      <Route path="invoices/:invoiceId/correct" element={<InvoiceFormPage mode="correct" />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
