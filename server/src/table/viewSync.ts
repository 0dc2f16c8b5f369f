import type { MapSchema } from '@colyseus/schema';
import { diffViews, type Viewer } from '@dead-drop/shared';
import { viewerKey, type EventsBatch } from './protocol';
import { ViewerState } from './TableState';

/**
 * Keeps each viewer's entry equal to its latest computed view. Only changed leaves are
 * written, so a patch carries what changed for that viewer and nothing else.
 */
export class ViewSync {
  /** The view each entry holds now; views are fresh plain data, never changed in place. */
  private readonly shown = new Map<string, unknown>();

  constructor(private readonly entries: MapSchema<ViewerState>) {}

  /** Creates the viewer's entry; its StateView must then admit it. */
  open(viewer: Viewer): ViewerState {
    const entry = new ViewerState();
    this.entries.set(viewerKey(viewer), entry);
    return entry;
  }

  update(viewer: Viewer, view: unknown, events: EventsBatch | null): void {
    const key = viewerKey(viewer);
    const entry = this.entries.get(key);
    if (!entry) throw new Error(`no view entry for ${key}`);
    const { set, remove } = diffViews(this.shown.get(key), view);
    for (const path of remove) entry.leaves.delete(path);
    for (const [path, value] of set) entry.leaves.set(path, value);
    if (events) entry.events = JSON.stringify(events);
    this.shown.set(key, view);
  }
}
