/**
 * A GET whose answer is JSON: `ok` for a 2xx status, and the body whatever the status, since a
 * refusal says why in its body. Null when no answer came or its body is not JSON.
 */
export async function getJson(url: string): Promise<{ ok: boolean; body: unknown } | null> {
  try {
    const response = await fetch(url);
    const body: unknown = await response.json();
    return { ok: response.ok, body };
  } catch {
    return null;
  }
}
