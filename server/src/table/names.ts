export const MAX_NAME_LENGTH = 24;

/**
 * A display name as others will see it, or null if none is left. Control, format and
 * unassigned characters go (they can reorder or hide text), whitespace runs become one
 * space, and angle brackets go so a name can never be read as markup.
 */
export function displayName(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_NAME_LENGTH * 8) return null;
  const name = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}<>]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const length = [...name].length;
  return length >= 1 && length <= MAX_NAME_LENGTH ? name : null;
}
