/**
 * A viewer's view, decoded again after each patch at the cost of what the patch changed (#41).
 * Most patches change a few entries of a view or none (a seat's `connected` flag, a clock):
 * rebuilding the whole view from its entries, `JSON.parse` of every one and a strict parse of
 * the whole, cost a phone a millisecond at every patch. This keeps the entries last decoded and
 * the plain tree they make: entries whose values changed are parsed alone, laid into a copy of
 * the tree along their paths only, and the view's fields they fall under are validated by the
 * same wire schema's parts. A change of shape (an entry added or removed, a container replaced)
 * decodes everything again, as the first view does. The wire schema stays the guard: what does
 * not decode is refused, and the decoder stays at the last view that did.
 */
import * as z from 'zod/mini';
import { fromLeaves } from './leaves';

const CONTAINER = new Set(['{', '[']);

/** A view that decoded, or why not. */
export type Decoded<View> = { view: View } | { issues: z.core.$ZodError['issues'] };

type Tree = Record<string, unknown> | unknown[];

export class ViewDecoder<View> {
  private entries: ReadonlyMap<string, string> = new Map();
  private tree: Record<string, unknown> = {};
  private view: View | null = null;
  /** The schema of each field of the view, when the view is an object of fields; else null. */
  private readonly fields: Readonly<Record<string, z.core.$ZodType>> | null;

  constructor(private readonly schema: z.ZodMiniType<View>) {
    this.fields = schema instanceof z.ZodMiniObject ? schema.shape : null;
  }

  /**
   * The view `entries` make, or a refusal: `issues` says why, and the decoder stays at the last
   * view that decoded. The same view object while no entry changed.
   */
  decode(entries: Iterable<readonly [string, string]>): Decoded<View> {
    // Read once: the table's entries come as an iterator (a map's `entries()`), which a second
    // reading finds empty.
    const now = new Map(entries);
    const changed = this.view === null ? null : this.changedLeaves(now);
    if (changed?.length === 0) return { view: this.view! };
    return changed && this.fields ? this.patched(now, changed, this.fields) : this.whole(now);
  }

  /**
   * The paths whose values changed, with their values, or null when the entries changed shape
   * (a path came or went, a container came, went or changed kind).
   */
  private changedLeaves(entries: ReadonlyMap<string, string>): [string, string][] | null {
    const changed: [string, string][] = [];
    for (const [path, value] of entries) {
      const before = this.entries.get(path);
      if (before === value) continue;
      if (before === undefined || CONTAINER.has(before) || CONTAINER.has(value)) return null;
      changed.push([path, value]);
    }
    // As many entries and none new: none went either.
    return entries.size === this.entries.size ? changed : null;
  }

  private whole(entries: ReadonlyMap<string, string>): Decoded<View> {
    const tree = fromLeaves(entries);
    const decoded = this.schema.safeParse(tree);
    if (!decoded.success) return { issues: decoded.error.issues };
    this.commit(entries, tree, decoded.data);
    return { view: decoded.data };
  }

  /** Only leaf values changed: those parsed, and the fields they fall under validated. */
  private patched(
    entries: ReadonlyMap<string, string>,
    changed: readonly [string, string][],
    fields: Readonly<Record<string, z.core.$ZodType>>,
  ): Decoded<View> {
    const tree: Record<string, unknown> = { ...this.tree };
    // The containers copied so far, by path: a second change under the same one writes into the copy.
    const copied = new Map<string, Tree>([['', tree]]);
    const touched = new Set<string>();
    for (const [path, value] of changed) {
      const keys = path.split('.');
      touched.add(keys[0]!);
      let parent: Tree = tree;
      for (let depth = 1; depth < keys.length; depth++) {
        const at = keys.slice(0, depth).join('.');
        let own = copied.get(at);
        if (!own) {
          const original = child(parent, keys[depth - 1]!);
          own = Array.isArray(original) ? [...original] : { ...(original as Record<string, unknown>) };
          setChild(parent, keys[depth - 1]!, own);
          copied.set(at, own);
        }
        parent = own;
      }
      setChild(parent, keys[keys.length - 1]!, JSON.parse(value));
    }
    // The view is an object of fields (`fields`), each decoded: a copy with the touched ones anew.
    const view: Record<string, unknown> = { ...(this.view as Record<string, unknown>) };
    for (const field of touched) {
      const schema = fields[field];
      const decoded = schema && z.safeParse(schema, tree[field]);
      // Refused: decoded whole, for the issues with their whole paths (rare, and cheap enough then).
      if (!decoded?.success) return this.whole(entries);
      view[field] = decoded.data;
    }
    // Each field was decoded by the view schema's own part for it, and a strict object has no
    // check across its fields: what the whole schema would have made of the whole.
    const decoded = view as View;
    this.commit(entries, tree, decoded);
    return { view: decoded };
  }

  private commit(entries: ReadonlyMap<string, string>, tree: Record<string, unknown>, view: View): void {
    // The decoder's own copy (`decode` made it): nobody else writes to it.
    this.entries = entries;
    this.tree = tree;
    this.view = view;
  }
}

function child(parent: Tree, key: string): unknown {
  return Array.isArray(parent) ? parent[Number(key)] : parent[key];
}

function setChild(parent: Tree, key: string, value: unknown): void {
  if (Array.isArray(parent)) parent[Number(key)] = value;
  else parent[key] = value;
}
