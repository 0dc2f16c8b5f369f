/**
 * English and German text. Each part of the client keeps its own catalog beside its code
 * (`catalog(en, de)`), so a missing German line is a type error, not a blank label.
 * The language defaults to the browser's, and a choice is remembered.
 */
import { readStored, writeStored } from '../localStore';

export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];

const STORAGE_KEY = 'deaddrop.lang';
const listeners = new Set<() => void>();
let current: Lang = initialLang();

function initialLang(): Lang {
  const saved = readStored(STORAGE_KEY);
  if (saved === 'en' || saved === 'de') return saved;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return browser.some((tag) => tag?.toLowerCase().startsWith('de')) ? 'de' : 'en';
}

export function lang(): Lang {
  return current;
}

export function setLang(next: Lang): void {
  if (next === current) return;
  current = next;
  writeStored(STORAGE_KEY, next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Called after every language change; returns the unsubscribe function. */
export function onLangChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The platform's list and plural rules, made once per language and kept: the sentences ask
 *  for them again and again. */
const listFormats = new Map<string, Intl.ListFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();

/** `store`'s value for `key`, made the first time it is asked for. */
function kept<K, V>(store: Map<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) store.set(key, (value = make()));
  return value;
}

/** "a, b and c" (or "a, b or c") in the current language, by the platform's list rules; our
 *  English writes lists without the serial comma. */
export function listOf(items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  return kept(listFormats, `${current}:${type}`, () => new Intl.ListFormat(current === 'en' ? 'en-GB' : current, { type })).format(items);
}

/** Which form a count takes in the current language, by the platform's plural rules. */
export function pluralForm(n: number): 'one' | 'other' {
  return kept(pluralRules, current, () => new Intl.PluralRules(current)).select(n) === 'one' ? 'one' : 'other';
}

export type Params = Record<string, string | number>;
export type Translate<K extends string> = (key: K, params?: Params) => string;

/** A typed lookup over one catalog; `{name}` in a line is replaced by `params.name`. */
export function catalog<K extends string>(en: Record<K, string>, de: Record<K, string>): Translate<K> {
  const lines = { en, de };
  return (key, params) => fill(lines[current][key], params);
}

function fill(line: string, params: Params | undefined): string {
  if (!params) return line;
  return line.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
