import createDebug from 'debug';

/**
 * Debug namespaces that print what passes through as it is. Colyseus's print join options and
 * messages (invite and spectator secrets, seat keys, reconnection tokens) and patches (the
 * cards of a seat's own view); ioredis's `redis` prints every command with its arguments, and
 * the table store's commands carry seeds, seat keys and links. None of that may reach a log,
 * whatever `DEBUG` asks for, so these are always turned off. Colyseus's error namespace and
 * ioredis's connection namespaces carry none of it and stay as asked; express's print URLs,
 * which hold no secret (the APIs take theirs in the body).
 */
const CARRY_SECRETS = [
  ...['connection', 'driver', 'matchmaking', 'message', 'patch', 'presence', 'devmode'].map((name) => `colyseus:${name}`),
  'ioredis:redis',
];

/** Turns the secret-carrying debug namespaces off; says so when `DEBUG` had asked for one. */
export function quietDebug(warn: (message: string) => void): void {
  const asked = createDebug.disable();
  const silenced = CARRY_SECRETS.filter((namespace) => enabledBy(asked, namespace));
  if (silenced.length > 0) warn(`DEBUG asks for ${silenced.join(', ')}: they stay off, as they print table secrets and hidden cards`);
  createDebug.enable([asked, ...CARRY_SECRETS.map((namespace) => `-${namespace}`)].filter(Boolean).join(','));
}

function enabledBy(namespaces: string, namespace: string): boolean {
  createDebug.enable(namespaces);
  const enabled = createDebug.enabled(namespace);
  createDebug.disable();
  return enabled;
}
