import type { Registry } from '../features/remotes';

// remotes.json as the one-process server serves it (written from apps.json at the root), for the shell's tests.
export const TEST_REGISTRY: Registry = {
  mfe_auth: {
    entry: '/remotes/mfe-auth/remoteEntry.js',
    module: './AuthApp',
    label: 'Konto',
    prefix: '/me',
    paths: ['profile', 'change-password'],
    signedOut: true,
  },
  mfe_front_desk: {
    entry: '/remotes/mfe-front-desk/remoteEntry.js',
    module: './FrontDeskApp',
    label: 'Recepcja',
    prefix: '/front-desk',
    home: '/front-desk/desktop',
    publicPages: [{ path: '/guest', module: './GuestPage' }],
  },
  mfe_services: {
    entry: '/remotes/mfe-services/remoteEntry.js',
    module: './ServicesApp',
    label: 'Usługi',
    prefix: '/services',
    home: '/services/task-schedule',
    access: ['service_providers', 'cooperations', 'householders'],
    publicPages: [{ path: '/provider', module: './ProviderPage' }],
  },
  mfe_reports: {
    entry: '/remotes/mfe-reports/remoteEntry.js',
    module: './ReportsApp',
    label: 'Raporty',
    prefix: '/reports',
    home: '/reports/reservation-vs-income',
    access: 'reports',
  },
  mfe_administration: {
    entry: '/remotes/mfe-administration/remoteEntry.js',
    module: './AdministrationApp',
    label: 'Administracja',
    prefix: '/administration',
    home: '/administration/accommodations',
    access: 'owner',
  },
};
