// The sign-up feature's public surface: its screen, loaded on demand (the sign-in page links to it).
export { RegisterPage } from './components/RegisterPage';
