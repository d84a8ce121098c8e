import Fuse, { type IFuseOptions } from 'fuse.js';
import { useKBar, type ActionImpl } from 'kbar';
import { useEffect, useMemo, useState } from 'react';

// SPEC section 9: fuzzy threshold 0.2, name and keywords weighted 0.5 each, search timeout
// 400 ms, pattern length at most 32. kbar 1.0's own useMatches hard-codes other weights
// (name 0.5, keywords 0.3, subtitle 0.2) and a 100 ms throttle, so the palette matches here.
export const PALETTE_SEARCH_DELAY_MS = 400;
export const PALETTE_PATTERN_MAX = 32;

const FUSE_OPTIONS: IFuseOptions<ActionImpl> = {
  keys: [
    { name: 'name', weight: 0.5 },
    { name: 'keywords', weight: 0.5, getFn: (action) => (action.keywords ?? '').split(',') },
    // SPEC searches the subtitle too but gives it no weight of its own: the smallest one.
    { name: 'subtitle', weight: 0.01 },
  ],
  threshold: 0.2,
  ignoreLocation: true,
  ignoreDiacritics: true,
  includeScore: true,
};

function useDelayedValue(value: string, ms: number): string {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), value === '' ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? '' : delayed;
}

function sectionName(action: ActionImpl): string {
  return typeof action.section === 'string' ? action.section : (action.section?.name ?? '');
}

/** Results for <KBarResults>: section names (strings) followed by their actions. */
export function usePaletteMatches(): (string | ActionImpl)[] {
  const { search, actions } = useKBar((state) => ({
    search: state.searchQuery,
    actions: state.actions,
  }));
  const query = useDelayedValue(
    search.trim().slice(0, PALETTE_PATTERN_MAX),
    PALETTE_SEARCH_DELAY_MS,
  );
  const all = useMemo(() => Object.values(actions).filter((action) => !action.parent), [actions]);
  const fuse = useMemo(() => new Fuse(all, FUSE_OPTIONS), [all]);

  return useMemo(() => {
    const found = query === '' ? all : fuse.search(query).map((result) => result.item);
    const sections = new Map<string, ActionImpl[]>();
    for (const action of found) {
      const name = sectionName(action);
      sections.set(name, [...(sections.get(name) ?? []), action]);
    }
    return [...sections].flatMap(([name, items]) => (name ? [name, ...items] : items));
  }, [query, all, fuse]);
}
