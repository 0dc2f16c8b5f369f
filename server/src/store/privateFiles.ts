import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';

/**
 * The data folder holds every seed, seat key and link, and the VAPID private key: no other
 * local user may read it. Made 0700 if need be, and a folder made before (with the umask's
 * 0755) tightened to it, when it is this process's own to change.
 */
export function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (statSync(folder).uid === process.getuid?.()) chmodSync(folder, 0o700);
}

/** Each of `files` that is there tightened to 0600: files made before with the umask's 0644. */
export function privateFiles(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, 0o600);
}
