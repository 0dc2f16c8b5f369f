/** The tab's icon with a dot: something waits for you here (your move), beside the title saying so. */
const UNREAD = '/favicon-unread.svg';
const PLAIN = '/favicon.svg';

export function showUnread(unread: boolean): void {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = unread ? UNREAD : PLAIN;
  if (icon && icon.getAttribute('href') !== href) icon.setAttribute('href', href);
}
