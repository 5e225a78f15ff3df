import { Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, MessageProvider, ThemeProvider } from '@wms/ui-core';
import { createServices, type AppServices } from './services';
import { ServicesProvider, useLoadedServices, useServices, useServicesLoader, type ServicesSource } from './ServicesContext';

const i18n = createI18n({ language: 'en' });

function makeServices(): AppServices {
  return createServices({ i18n, onUnauthorized: () => undefined });
}

function Uses({ name }: { name: string }) {
  const { api } = useServices();
  return <p>{`${name} has ${typeof api.login}`}</p>;
}

function OnAction() {
  const load = useServicesLoader();
  const loaded = useLoadedServices();
  const [said, setSaid] = useState('nothing yet');
  return (
    <button type="button" onClick={() => { setSaid(loaded() ? 'already loaded' : 'not loaded'); void load().then(() => { setSaid('loaded'); }); }}>
      {said}
    </button>
  );
}

function Grab({ onLoader }: { onLoader: (load: () => Promise<AppServices>) => void }) {
  const load = useServicesLoader();
  useEffect(() => { onLoader(load); }, [load, onLoader]);
  return null;
}

function renderWith(services: ServicesSource, children: React.ReactNode) {
  return render(
    <ThemeProvider>
      <I18nextProvider i18n={i18n}>
        <MessageProvider>
          <ServicesProvider services={services}>
            <Suspense fallback={<p>waiting</p>}>{children}</Suspense>
          </ServicesProvider>
        </MessageProvider>
      </I18nextProvider>
    </ThemeProvider>,
  );
}

/** A screen that, like the shell (useServices, then useAppNavigate's hooks), calls hooks after the services. */
function UsesThenHooks({ name }: { name: string }) {
  const { api } = useServices();
  const kind = useMemo(() => typeof api.login, [api]);
  const [label] = useState(`${name} has ${kind}`);
  return <p>{label}</p>;
}

describe('ServicesProvider with services loaded on first use', () => {
  // The built app's first render is a transition (start.tsx). A screen that suspends on the
  // services while they load is then replayed by React once they arrive (when they arrive within
  // React's yield), reusing the hooks made before the suspension; use() must be called in the
  // replay too, or the hooks after it are taken for updates of hooks never made and React throws
  // "Update hook called on initial render" (#467), the error screen WebKit showed on 1 load in 8.
  it('mounts a screen with hooks after the services when the first render is a transition', async () => {
    const loader = () => Promise.resolve(makeServices());
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => { errors.push(args[0]); });
    try {
      await act(async () => {
        startTransition(() => {
          root.render(
            <ThemeProvider>
              <I18nextProvider i18n={i18n}>
                <MessageProvider>
                  <ServicesProvider services={loader}>
                    <Suspense fallback={<p>waiting</p>}><UsesThenHooks name="shell" /></Suspense>
                  </ServicesProvider>
                </MessageProvider>
              </I18nextProvider>
            </ThemeProvider>,
          );
        });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(container.textContent).toBe('shell has function');
      expect(errors.map(String).filter((text) => /hook|use\(\)/i.test(text))).toEqual([]);
    } finally {
      spy.mockRestore();
      act(() => { root.unmount(); });
      container.remove();
    }
  });

  it('shows the screens that need the services once they are made, loading them once', async () => {
    let calls = 0;
    let finish: (services: AppServices) => void = () => undefined;
    const loader = () => {
      calls += 1;
      return new Promise<AppServices>((resolve) => { finish = resolve; });
    };
    // A suspending render is awaited in act (React 19).
    await act(async () => {
      renderWith(loader, <><Uses name="list" /><Uses name="menu" /></>);
      await Promise.resolve();
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(calls).toBe(1);
    await act(async () => {
      finish(makeServices());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('list has function')).toBeTruthy();
    expect(screen.getByText('menu has function')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('loads nothing for a screen that only needs them on an action, until the action', async () => {
    let calls = 0;
    const loader = () => {
      calls += 1;
      return Promise.resolve(makeServices());
    };
    renderWith(loader, <OnAction />);
    expect(calls).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'nothing yet' }));
    expect(await screen.findByRole('button', { name: 'loaded' })).toBeTruthy();
    expect(calls).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'loaded' }));
    expect(await screen.findByRole('button', { name: 'loaded' })).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('asks the loader again after a failed load (a chunk that did not arrive)', async () => {
    let calls = 0;
    const loader = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(makeServices());
    };
    const grabbed: { load?: () => Promise<AppServices> } = {};
    renderWith(loader, <Grab onLoader={(load) => { grabbed.load = load; }} />);
    const load = () => grabbed.load?.() ?? Promise.reject(new Error('not rendered'));
    await expect(load()).rejects.toThrow('ChunkLoadError');
    await expect(load()).resolves.toHaveProperty('api');
    expect(calls).toBe(2);
  });

  it('hands made services over at once', () => {
    renderWith(makeServices(), <><Uses name="list" /><OnAction /></>);
    expect(screen.getByText('list has function')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'nothing yet' }));
    expect(screen.getByRole('button', { name: 'already loaded' })).toBeTruthy();
  });
});
