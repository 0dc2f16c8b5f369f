/**
 * A POST of JSON whose answer is JSON: `ok` for a 2xx status, and the body whatever the
 * status, since a refusal says why in its body. Null when no answer came or it is not JSON.
 * Secrets (seat keys, link tokens) travel in the body, never in a URL that a log keeps.
 */
export async function postJson(url: string, body: unknown): Promise<{ ok: boolean; body: unknown } | null> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { ok: response.ok, body: (await response.json()) as unknown };
  } catch {
    return null;
  }
}

/** The `message` of a refusal's body, or what happened instead. */
export function reasonOf(answer: { body: unknown } | null): string {
  const body = answer?.body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return answer ? 'the server refused' : 'no answer from the server';
}
