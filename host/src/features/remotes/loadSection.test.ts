import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadSectionKit } from '@gospodarz/shared';
import { loadSection, SectionLoadError } from './loadSection';
import { reRegister } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./registry', () => ({
  loadRegistry: jest.fn(() => Promise.resolve(jest.requireActual('../../testing/registry').TEST_REGISTRY)),
  reRegister: jest.fn(() => Promise.resolve()),
}));

jest.mock('@gospodarz/shared', () => ({
  ...jest.requireActual('@gospodarz/shared'),
  loadSectionKit: jest.fn(() => Promise.resolve()),
}));

const kit = loadSectionKit as jest.MockedFunction<typeof loadSectionKit>;
const remote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  remote.mockReset();
  kit.mockClear();
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

  it('tells a remote refused for its shared library versions from one that is unavailable', async () => {
    remote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Version 6.30.6 from host of shared singleton module @gospodarz/shared/router does not satisfy the requirement of mfe_reports which needs ^7.0.0)'));
    await expect(loadSection('mfe_auth', false)).rejects.toMatchObject({ reason: 'incompatible' });
  });

  it('fetches the shared section kit with a signed-in section only', async () => {
    remote.mockResolvedValue({ default: () => null });
    await loadSection('mfe_auth', false);
    expect(kit).not.toHaveBeenCalled();
    await loadSection('mfe_front_desk', false, 1000, true);
    expect(kit).toHaveBeenCalledTimes(1);
  });

  it('waits for the kit, and a kit that cannot be fetched makes the section unavailable', async () => {
    remote.mockResolvedValue({ default: () => null });
    kit.mockReturnValueOnce(new Promise(() => undefined));
    await expect(loadSection('mfe_services', false, 20, true)).rejects.toEqual(new SectionLoadError('mfe_services', 'timeout'));
    kit.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(loadSection('mfe_services', false, 1000, true)).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
