// Applies the stored or preferred theme before first paint so the page never
// flashes the wrong colours. A separate file (not inline) so the server's CSP
// can keep script-src to 'self'.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var theme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches
          ? 'light'
          : 'dark';
    document.documentElement.setAttribute('data-theme', theme);
  } catch (e) {
    // Storage blocked: the dark default from the markup stays.
  }
})();
