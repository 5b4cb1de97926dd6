import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { SearchIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';

/** Trims the input; a non-empty name opens /name/<encoded>, clears the field and closes the sidebar (spec §2.2). */
export function SidebarSearch({ onSearched }: { onSearched: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const inputId = useId();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = query.trim();
    if (!name) {
      return;
    }
    navigate(`/name/${encodeURIComponent(name)}`);
    setQuery('');
    onSearched();
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative">
      <label htmlFor={inputId} className="sr-only">
        {t('sidebar.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('sidebar.searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
        className="h-12 w-full rounded-2xl border border-line bg-canvas pl-4 pr-12 text-base placeholder:text-ink-muted"
      />
      <button
        type="submit"
        aria-label={t('sidebar.searchSubmit')}
        className="absolute right-0.5 top-0.5 flex size-11 items-center justify-center rounded-xl text-ink-muted"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
