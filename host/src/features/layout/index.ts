// The shell's frame around the sections: header (sections, bell, user menu), subscription banner and footer.
export { Header } from './Header';
export { SubscriptionBanner } from './SubscriptionBanner';
export { Footer } from './Footer';
