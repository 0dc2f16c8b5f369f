/** Something that lies over the table while it is open. */
export interface Layer {
  readonly open: boolean;
  close(): void;
}

/** Esc closes the first open one of `layers` (the topmost first); returns what stops listening. */
export function escapeCloses(layers: readonly Layer[]): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    layers.find((layer) => layer.open)?.close();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
