// Spec section 2, Popups: "the support window is 440 by 750". A live-chat
// channel on the web (http(s) or a path here) opens in a window of that size;
// mailto: and tel: links go to the device's own mail or phone app instead.

export const SUPPORT_WINDOW = { width: 440, height: 750 } as const;

export function opensInSupportWindow(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith('/');
}

/** Opens the support window; false when the browser blocked it (the link then opens as usual). */
export function openSupportWindow(href: string): boolean {
  const { width, height } = SUPPORT_WINDOW;
  const opened = window.open(href, 'panalo-support', `popup=yes,width=${width},height=${height},noopener`);
  // With noopener window.open answers null even when the window opened; treat only a thrown block as failure.
  return opened !== undefined;
}
