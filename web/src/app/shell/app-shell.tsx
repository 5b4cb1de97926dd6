import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAwaitingConnection } from '../../api/realtime/use-awaiting-connection';
import { useTranslation } from '../../i18n/use-translation';
import { AppHeader } from './app-header';
import { ConnectionOverlay } from './connection-overlay';
import { MatchOverlayWhenShown } from './match-overlay-when-shown';
import { Sidebar } from './sidebar';
import { useFamilySync } from './use-family-sync';
import { useLoveRefusals } from './use-love-refusals';
import { usePartnerLikes } from './use-partner-likes';
import { useSyncVotes } from './use-sync-votes';

/**
 * Under the 'Loading...' overlay nothing can be focused or pressed, a vote button least of all. A component of its
 * own, so that the connection coming and going renders this wrapper again, not the shell and the screen in it.
 */
function InertWhileConnecting({ children }: { children: ReactNode }) {
  return (
    <div className="contents" inert={useAwaitingConnection()}>
      {children}
    </div>
  );
}

/** The root layout of spec §2.2: header, sidebar, the screen, and the connection and match overlays. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  useSyncVotes();
  useFamilySync();
  usePartnerLikes();
  useLoveRefusals();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = t('app.name');
  }, [t]);

  return (
    <div className="mx-auto flex min-h-dvh max-w-[480px] flex-col bg-canvas">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        {t('app.skipToContent')}
      </a>
      <InertWhileConnecting>
        <AppHeader sidebarOpen={sidebarOpen} onToggleMenu={() => setSidebarOpen((open) => !open)} />
        <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
        <main id="main" className="flex flex-1 flex-col px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {children}
        </main>
      </InertWhileConnecting>
      <MatchOverlayWhenShown />
      <ConnectionOverlay />
    </div>
  );
}
