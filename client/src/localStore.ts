/**
 * The browser's localStorage, which may refuse every use (private mode, blocked site data, a
 * full store) or not be there at all (the client's words are tested in Node): a read then
 * finds nothing and a write is dropped, so whatever was to be remembered holds for this page only.
 */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Refused: see above.
  }
}

/** Every key held, in the store's order. */
export function storedKeys(): string[] {
  try {
    const store = storage();
    return store ? Array.from({ length: store.length }, (_, i) => store.key(i) ?? '') : [];
  } catch {
    return [];
  }
}
