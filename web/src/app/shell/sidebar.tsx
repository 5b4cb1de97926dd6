import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';

/** Loaded when the sidebar first opens, while it slides in: the first screen does not need it. */
const SidebarPanel = lazy(() => import('./sidebar-panel'));

/** The sliding sidebar of spec §2.2; closes on the backdrop, the collapse button, a link or a search. */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }

  useEffect(() => {
    if (!open) {
      return;
    }
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <div
      className={open ? 'fixed inset-0 z-30' : 'pointer-events-none fixed inset-0 z-30'}
      aria-hidden={!open}
    >
      <div
        data-testid="sidebar-backdrop"
        className={`absolute inset-0 bg-black/40 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
      />
      <nav
        id="sidebar"
        ref={panelRef}
        tabIndex={-1}
        inert={!open}
        aria-label={t('sidebar.menu')}
        className={`absolute inset-y-0 left-0 flex w-72 flex-col gap-4 overflow-y-auto bg-surface p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none transition-transform duration-300 ease-out ${open ? 'translate-x-0 shadow-card' : '-translate-x-full'}`}
      >
        <div className="flex items-center justify-between">
          <p className="font-name text-xl font-bold">{t('app.name')}</p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('sidebar.collapseMenu')}
            title={t('sidebar.hideMenu')}
            className="flex size-11 items-center justify-center rounded-full hover:bg-surface-2"
          >
            <CloseIcon />
          </button>
        </div>
        <Suspense fallback={null}>{opened ? <SidebarPanel open={open} onClose={onClose} /> : null}</Suspense>
      </nav>
    </div>
  );
}
