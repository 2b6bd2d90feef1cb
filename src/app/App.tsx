import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { createStore } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppServicesContext } from '@/data/app-context';
import { createAppServices } from '@/data/app-services';
import { activeThemeAtom } from '@/theme/theme-store';
import { lightTheme, loadedTheme, loadTheme } from '@/theme/themes';

type Router = ReturnType<typeof createBrowserRouter>;

function ThemedRoot({ children }: { children: ReactNode }) {
  const theme = useAtomValue(activeThemeAtom);
  const [shown, setShown] = useState(() => ({ name: theme, tokens: loadedTheme(theme) ?? lightTheme }));
  useEffect(() => {
    let current = true;
    void loadTheme(theme).then((tokens) => {
      if (current) setShown({ name: theme, tokens });
    });
    return () => {
      current = false;
    };
  }, [theme]);
  return (
    <FluentProvider theme={shown.tokens} data-theme={shown.name} style={{ minHeight: '100dvh' }}>
      {children}
    </FluentProvider>
  );
}

export function App({ router, store }: { router: Router; store: ReturnType<typeof createStore> }) {
  const [services] = useState(() => createAppServices());
  return (
    <AppServicesContext value={services}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <ThemedRoot>
            <RouterProvider router={router} />
          </ThemedRoot>
        </I18nProvider>
      </JotaiProvider>
    </AppServicesContext>
  );
}
