import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useNameSuggestions } from '../../api/get-name-suggestions';
import { SearchIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';

/** How long typing pauses before the names that begin so are asked for. */
const SUGGEST_AFTER_MS = 150;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Trims the input; a non-empty name opens /name/<encoded>, clears the field and closes the sidebar (spec §2.2).
 * As the parent types, the catalogue's names that begin so are suggested below, each a link to its page.
 */
export function SidebarSearch({ onSearched }: { onSearched: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const inputId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const typed = useSettled(query);
  const { data } = useNameSuggestions(typed);
  const suggestions = query.trim() === '' ? [] : (data ?? []);

  const done = () => {
    setQuery('');
    onSearched();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = query.trim();
    if (!name) {
      return;
    }
    navigate(`/name/${encodeURIComponent(name)}`);
    done();
  };
  // ↓ from the field goes to the first suggestion, and on down the list; ↑ goes back up.
  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') {
      return;
    }
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const at = links.findIndex((link) => link === document.activeElement);
    const up = at === 0 ? document.getElementById(inputId) : links[at - 1];
    const target = event.key === 'ArrowDown' ? links[at + 1] : at >= 0 ? up : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <form role="search" onSubmit={onSubmit} onKeyDown={onListKey} className="relative flex flex-col gap-1">
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
        aria-controls={suggestions.length > 0 ? listId : undefined}
        className="h-12 w-full rounded-2xl border border-line bg-canvas pl-4 pr-12 text-base placeholder:text-ink-muted"
      />
      <button
        type="submit"
        aria-label={t('sidebar.searchSubmit')}
        className="absolute right-0.5 top-0.5 flex size-11 items-center justify-center rounded-xl text-ink-muted"
      >
        <SearchIcon />
      </button>
      {suggestions.length > 0 && (
        <ul id={listId} ref={listRef} aria-label={t('sidebar.suggestions')} className="flex flex-col">
          {suggestions.map((suggestion) => (
            <li key={suggestion.name}>
              <Link
                to={`/name/${encodeURIComponent(suggestion.name)}`}
                onClick={done}
                className="flex min-h-11 items-center rounded-xl px-4 font-name font-bold hover:bg-surface-2 focus-visible:bg-surface-2"
              >
                {suggestion.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
