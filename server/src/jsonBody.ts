/**
 * A request's body as JSON (the HTTP gate reads every body whole, as text: see `gateHttp`);
 * anything else reads as nothing, which no request's shape takes.
 */
export function readJson(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
