import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { SectionProps } from '@gospodarz/shared';
import { RemoteSection } from './RemoteSection';
import { loadSection, SECTION_TIMEOUT_MS, SectionLoadError } from './loadSection';

jest.mock('./loadSection', () => {
  const actual = jest.requireActual('./loadSection');
  return { ...actual, loadSection: jest.fn() };
});
const load = loadSection as jest.MockedFunction<typeof loadSection>;

// The sections' names and prefixes come from the runtime registry: remotes.json as the one-process server serves it.
jest.mock('./useRegistry', () => ({
  useRegistry: () => ({ status: 'loaded', registry: jest.requireActual('../../testing/registry').TEST_REGISTRY }),
}));

function WorkingSection({ basePath }: SectionProps) {
  return <p>Sekcja działa pod {basePath}</p>;
}

function CrashingSection(): never {
  throw new Error('boom');
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteSection', () => {
  it('renders the remote section with the props the host gives it', async () => {
    load.mockResolvedValue({ default: WorkingSection });
    renderWithProviders(<RemoteSection remote="mfe_front_desk" user={null} basePath="/front-desk" />);
    expect(await screen.findByText('Sekcja działa pod /front-desk')).toBeInTheDocument();
  });

  it('loads a signed-in section together with the shared section kit', async () => {
    load.mockResolvedValue({ default: WorkingSection });
    const user = { id: '1', type: 'user', attributes: {} } as unknown as SectionProps['user'];
    renderWithProviders(<RemoteSection remote="mfe_front_desk" user={user} basePath="/front-desk" />);
    expect(await screen.findByText('Sekcja działa pod /front-desk')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_front_desk', false, SECTION_TIMEOUT_MS, true);
  });

  it('shows a Polish panel when the remote cannot be loaded, and retry loads it afresh', async () => {
    load.mockRejectedValueOnce(new SectionLoadError('mfe_front_desk', 'unavailable')).mockResolvedValueOnce({ default: WorkingSection });
    renderWithProviders(<RemoteSection remote="mfe_front_desk" user={null} basePath="/front-desk" />);
    expect(await screen.findByText('Nie udało się wyświetlić sekcji „Recepcja”')).toBeInTheDocument();
    expect(screen.getByText('Serwer tej sekcji nie odpowiada. Pozostałe części aplikacji działają normalnie.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Sekcja działa pod /front-desk')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_front_desk', true, SECTION_TIMEOUT_MS, false);
  });

  it('says the section is too slow when loading timed out', async () => {
    load.mockRejectedValue(new SectionLoadError('mfe_reports', 'timeout'));
    renderWithProviders(<RemoteSection remote="mfe_reports" user={null} basePath="/reports" />);
    expect(await screen.findByText('Sekcja ładuje się zbyt długo. Sprawdź połączenie i spróbuj ponownie.')).toBeInTheDocument();
  });

  it('says the section does not fit the page when it needs another major of a shared library, naming it in the console', async () => {
    const refusal = new Error('Version 6.30.6 from host of shared singleton module @gospodarz/shared/router does not satisfy the requirement of mfe_reports which needs ^7.0.0)');
    load.mockRejectedValue(new SectionLoadError('mfe_reports', 'incompatible', refusal));
    renderWithProviders(<RemoteSection remote="mfe_reports" user={null} basePath="/reports" />);
    expect(
      await screen.findByText('Ta wersja sekcji nie pasuje do wersji aplikacji (wspólnej biblioteki). Pozostałe części aplikacji działają normalnie.'),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(`[gospodarz] błąd sekcji: mfe_reports: incompatible ← ${refusal.message}`, expect.any(SectionLoadError));
  });

  it('contains a section that throws while rendering', async () => {
    load.mockResolvedValue({ default: CrashingSection as unknown as typeof WorkingSection });
    renderWithProviders(
      <>
        <nav>Nagłówek działa</nav>
        <RemoteSection remote="mfe_services" user={null} basePath="/services" />
      </>,
    );
    expect(await screen.findByText('Nie udało się wyświetlić sekcji „Usługi”')).toBeInTheDocument();
    expect(screen.getByText('Nagłówek działa')).toBeInTheDocument();
  });
});


describe('sections in the host routes', () => {
  it("keeps one section's failure to that section", async () => {
    const { SignedInRoutes } = jest.requireActual('../../app/routes') as typeof import('../../app/routes');
    const { Link } = jest.requireActual('@gospodarz/shared/router') as typeof import('@gospodarz/shared/router');
    load.mockImplementation(async (remote) => {
      if (remote === 'mfe_front_desk') throw new SectionLoadError(remote, 'unavailable');
      return { default: WorkingSection };
    });
    const user = { id: 'u', type: 'user', attributes: {} } as never;
    renderWithProviders(
      <>
        <Link to="/services/task-schedule">Usługi</Link>
        <SignedInRoutes user={user} />
      </>,
      { route: '/front-desk/desktop' },
    );
    expect(await screen.findByText('Nie udało się wyświetlić sekcji „Recepcja”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Usługi' }));
    expect(await screen.findByText('Sekcja działa pod /services')).toBeInTheDocument();
    expect(screen.queryByText('Nie udało się wyświetlić sekcji „Recepcja”')).not.toBeInTheDocument();
  });
});
