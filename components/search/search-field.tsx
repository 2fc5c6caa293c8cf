'use client';

import type { Ref } from 'react';
import { Search } from 'lucide-react';
import type { SearchWords } from './search-words';

/**
 * The search box: a GET form to the search page (so Enter, and a visitor without JavaScript, land on the
 * linkable results page), with a labelled search field and its button.
 */
export function SearchField({
  action,
  words,
  query,
  onQuery,
  onSubmit,
  inputRef,
  inputId,
}: {
  action: string;
  words: SearchWords;
  query?: string;
  onQuery?: (query: string) => void;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  inputId?: string;
}) {
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className="flex items-stretch gap-2">
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          aria-label={words.inputLabel}
          placeholder={words.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          data-search-stop=""
          {...(onQuery ? { value: query ?? '', onChange: (event: React.ChangeEvent<HTMLInputElement>) => onQuery(event.target.value) } : { defaultValue: query })}
          className="min-h-12 w-full rounded-xl border-2 border-forest-900/30 bg-white py-2 pr-3 pl-10 text-lg text-ink placeholder:text-muted focus:border-leaf-700"
        />
      </div>
      <button type="submit" className="btn-primary shrink-0">
        {words.submit}
      </button>
    </form>
  );
}
