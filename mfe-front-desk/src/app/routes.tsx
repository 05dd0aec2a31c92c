import { Navigate, Outlet, Route, Routes } from '@gospodarz/shared/router';
import { Box, NotFoundPanel, TabBar, lazyScreen, preloadScreenAt } from '@gospodarz/shared';
import { PRICE_LIST_TABS } from './tabs';

// Each screen in a chunk of its own: a cold load of one page fetches its screen, not the section's fourteen.
const screens = {
  desktop: () => import('../features/desktop/components/DesktopPage'),
  calendar: () => import('../features/calendar/components/CalendarPage'),
  priceList: () => import('../features/price-list/components/PriceListPage'),
  reservations: () => import('../features/reservations/components/ReservationsPage'),
  clients: () => import('../features/clients/components/ClientsPage'),
  comments: () => import('../features/comments/components/CommentsPage'),
  messages: () => import('../features/messages/components/MessagesPage'),
  invoices: () => import('../features/invoices/components/InvoicesPage'),
  takings: () => import('../features/takings/components/TakingsPage'),
};
const DesktopPage = lazyScreen(screens.desktop, 'DesktopPage');
const CalendarPage = lazyScreen(screens.calendar, 'CalendarPage');
const PriceListPage = lazyScreen(screens.priceList, 'PriceListPage');
const RulesPage = lazyScreen(() => import('../features/rules/components/RulesPage'), 'RulesPage');
const RuleFormPage = lazyScreen(() => import('../features/rules/components/RuleFormPage'), 'RuleFormPage');
const ReservationsPage = lazyScreen(screens.reservations, 'ReservationsPage');
const CostInvoicesPage = lazyScreen(() => import('../features/invoices/components/CostInvoicesPage'), 'CostInvoicesPage');
const ReservationDetailsPage = lazyScreen(() => import('../features/reservations/components/ReservationDetailsPage'), 'ReservationDetailsPage');
const ReservationEditPage = lazyScreen(() => import('../features/reservations/components/ReservationEditPage'), 'ReservationEditPage');
const ClientsPage = lazyScreen(screens.clients, 'ClientsPage');
const ClientDetailsPage = lazyScreen(() => import('../features/clients/components/ClientDetailsPage'), 'ClientDetailsPage');
const CommentsPage = lazyScreen(screens.comments, 'CommentsPage');
const MessagesPage = lazyScreen(screens.messages, 'MessagesPage');
const InvoicesPage = lazyScreen(screens.invoices, 'InvoicesPage');
const InvoiceDetailsPage = lazyScreen(() => import('../features/invoices/components/InvoiceDetailsPage'), 'InvoiceDetailsPage');
const InvoiceFormPage = lazyScreen(() => import('../features/invoices/components/InvoiceFormPage'), 'InvoiceFormPage');
const TakingsPage = lazyScreen(screens.takings, 'TakingsPage');
const BankStatementsPage = lazyScreen(() => import('../features/bank-statements/components/BankStatementsPage'), 'BankStatementsPage');

/** The tabs' screens by their path, the section's pages a link or a bookmark opens first. */
const SCREEN_AT: Record<string, () => Promise<unknown>> = {
  '/front-desk/desktop': screens.desktop,
  '/front-desk/calendar': screens.calendar,
  '/front-desk/price-list': screens.priceList,
  '/front-desk/reservations': screens.reservations,
  '/front-desk/clients': screens.clients,
  '/front-desk/comments': screens.comments,
  '/front-desk/messages': screens.messages,
  '/front-desk/invoices': screens.invoices,
  '/front-desk/cash-report': screens.takings,
};

/** Fetches the chunk of the tab's screen at `pathname` now, with the section's code (shared's preloadScreenAt). */
export const preloadScreen = (pathname: string) => preloadScreenAt(SCREEN_AT, pathname);

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
      <Route path="invoices/costs" element={<CostInvoicesPage />} />
      <Route path="invoices/statements" element={<BankStatementsPage />} />
      <Route path="invoices/:invoiceId" element={<InvoiceDetailsPage />} />
      <Route path="invoices/:invoiceId/edit" element={<InvoiceFormPage mode="update" />} />
      <Route path="invoices/:invoiceId/correct" element={<InvoiceFormPage mode="correct" />} />
      <Route path="cash-report" element={<TakingsPage />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}
