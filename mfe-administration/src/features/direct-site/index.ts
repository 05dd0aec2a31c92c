export { PageCreatorPage } from './components/PageCreatorPage';
export { BookingWidgetCard } from './components/BookingWidgetCard';
