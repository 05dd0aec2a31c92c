import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadSection, SectionLoadError } from './loadSection';
import { reRegister } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./registry', () => ({ loadRegistry: jest.fn(() => Promise.resolve({})), reRegister: jest.fn(() => Promise.resolve()) }));

const remote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  remote.mockReset();
  (reRegister as jest.Mock).mockClear();
});

describe('loadSection', () => {
  it("loads the remote's exposed section module", async () => {
    const Section = () => null;
    remote.mockResolvedValue({ default: Section });
    await expect(loadSection('mfe_front_desk', false)).resolves.toEqual({ default: Section });
    expect(remote).toHaveBeenCalledWith('mfe_front_desk/FrontDeskApp');
    expect(reRegister).not.toHaveBeenCalled();
  });

  it('re-registers the remote before a retry so that a cached failure is dropped', async () => {
    remote.mockResolvedValue({ default: () => null });
    await loadSection('mfe_reports', true);
    expect(reRegister).toHaveBeenCalledWith('mfe_reports');
  });

  it('fails with a timeout when the remote does not arrive in time', async () => {
    remote.mockReturnValue(new Promise(() => undefined));
    await expect(loadSection('mfe_auth', false, 20)).rejects.toEqual(new SectionLoadError('mfe_auth', 'timeout'));
  });

  it('turns a runtime failure or an empty module into an unavailable error', async () => {
    remote.mockRejectedValueOnce(new Error('RUNTIME-008'));
    await expect(loadSection('mfe_auth', false)).rejects.toMatchObject({ reason: 'unavailable' });
    remote.mockResolvedValueOnce(undefined);
    await expect(loadSection('mfe_auth', false)).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
