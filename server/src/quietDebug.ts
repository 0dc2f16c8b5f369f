import createDebug from 'debug';

/**
 * Colyseus's debug namespaces print what passes through as it is: join options and messages
 * (invite and spectator secrets, seat keys, reconnection tokens), and patches (the cards of a
 * seat's own view). None of that may reach a log, whatever `DEBUG` asks for, so these are
 * always turned off; its error namespace carries none of it and stays as asked.
 */
const CARRY_SECRETS = ['connection', 'driver', 'matchmaking', 'message', 'patch', 'presence', 'devmode'].map((name) => `colyseus:${name}`);

/** Turns Colyseus's secret-carrying debug namespaces off; says so when `DEBUG` had asked for one. */
export function quietDebug(warn: (message: string) => void): void {
  const asked = createDebug.disable();
  if (CARRY_SECRETS.some((namespace) => enabledBy(asked, namespace))) {
    warn(`DEBUG asks for Colyseus's debug lines; ${CARRY_SECRETS.join(', ')} stay off, as they print table secrets and hidden cards`);
  }
  createDebug.enable([asked, ...CARRY_SECRETS.map((namespace) => `-${namespace}`)].filter(Boolean).join(','));
}

function enabledBy(namespaces: string, namespace: string): boolean {
  createDebug.enable(namespaces);
  const enabled = createDebug.enabled(namespace);
  createDebug.disable();
  return enabled;
}
