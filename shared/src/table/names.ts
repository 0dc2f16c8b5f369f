export const MAX_NAME_LENGTH = 24;
export const MAX_CHAT_LENGTH = 280;

/**
 * Text from a client as others will see it, or null if none is left or it is longer than
 * `max` characters. Control, format and unassigned characters go (they can reorder or
 * hide text), whitespace runs become one space, and angle brackets go so it can never be
 * read as markup, even by a careless client.
 */
function cleanText(raw: unknown, max: number): string | null {
  if (typeof raw !== 'string' || raw.length > max * 8) return null;
  const text = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}<>]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const length = [...text].length;
  return length >= 1 && length <= max ? text : null;
}

export function displayName(raw: unknown): string | null {
  return cleanText(raw, MAX_NAME_LENGTH);
}

export function chatText(raw: unknown): string | null {
  return cleanText(raw, MAX_CHAT_LENGTH);
}
