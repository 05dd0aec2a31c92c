export { CalendarPage } from './components/CalendarPage';
