import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { nextActiveOption } from '../model/search.ts';

/** The results panel (queries, results) loads on first focus: it is not start-up code. */
const SearchPanel = lazy(() => import('./search-panel.tsx'));

/**
 * Game search in the header and the sidebar: a combobox whose panel lists
 * recommended games for an empty query and title matches once more than 2 characters are typed
 * (debounced 300 ms). Arrow keys move through the results, Enter opens one, Escape closes.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-results`;
  const container = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<readonly string[]>([]);
  const [active, setActive] = useState(-1);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  // Leaving the page (a result was followed) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [location.pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const onResults = useCallback((hrefs: readonly string[]) => {
    setResults(hrefs);
    setActive(-1);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActiveOption(current, step, results.length));
    } else if (event.key === 'Enter') {
      const href = results[active];
      if (open && href) {
        event.preventDefault();
        close();
        input.current?.blur();
        void navigate(href);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (query) {
        setQuery('');
      }
    }
  };

  return (
    <search ref={container} className={`relative block ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('games.search.label')}
      </label>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        fill="currentColor"
      >
        <path d="M10.5 3a7.5 7.5 0 0 1 6 12l4.2 4.3-1.4 1.4-4.3-4.2A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
      </svg>
      <input
        ref={input}
        id={id}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listboxId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('games.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        className="h-10 w-full rounded-full border border-white/10 bg-surface-3/70 pr-4 pl-9 text-sm placeholder:text-ink-muted focus:border-brand focus:outline-none"
      />
      {open && (
        <Suspense fallback={null}>
          <SearchPanel
            query={query}
            listboxId={listboxId}
            active={active}
            onResults={onResults}
            onPick={close}
          />
        </Suspense>
      )}
    </search>
  );
}
