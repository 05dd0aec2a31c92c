import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { Box, NotFoundPanel, TabBar } from '@gospodarz/shared';
import { ReservationDetailsPage, ReservationEditPage, ReservationsPage } from '../features/reservations';
import { ClientDetailsPage, ClientsPage } from '../features/clients';
import { CalendarPage } from '../features/calendar';
import { DesktopPage } from '../features/desktop';
import { PriceListPage } from '../features/price-list';
import { RuleFormPage, RulesPage } from '../features/rules';
import { MessagesPage } from '../features/messages';
import { CommentsPage } from '../features/comments';
import { InvoiceDetailsPage, InvoiceFormPage, InvoicesPage } from '../features/invoices';
import { PRICE_LIST_TABS } from './tabs';

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
