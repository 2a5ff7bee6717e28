// The offline page (build/client/offline.html, shown by the service worker in place of a page that
// could not load): its words in the language of the page that was asked for, and the page again as
// soon as the network is back.
(() => {
  const locale = location.pathname.split('/')[1];
  const sections = document.querySelectorAll('section[lang]');
  const chosen = [...sections].find((section) => section.lang === locale);
  if (chosen) {
    for (const section of sections) section.hidden = section !== chosen;
    document.documentElement.lang = locale;
  }
  const shown = chosen ?? sections[0];
  if (shown) document.title = shown.querySelector('h1')?.textContent ?? document.title;
  addEventListener('online', () => location.reload());
})();
