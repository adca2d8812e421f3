// Server-rendered pages (docs/decisions/018): the page arrives as complete HTML, so the app's script and the
// page's chunks are fetched once the page has been painted. A phone spends its first bandwidth and CPU on what
// it shows (the first photo, the fonts); the app then starts and hydrates as before. A classic script (the
// server names the entry and the modules to preload in its data attributes; the CSP allows it: 'self').
(function () {
  // The service worker (offline page, push messages; docs/decisions/057), once the page has loaded: its
  // precache downloads never compete with the page's own. Registering again on the next page changes nothing.
  if ('serviceWorker' in navigator) {
    var register = function () {
      navigator.serviceWorker.register('/sw.js').catch(function () {
        // no service worker (a development build): the shop works without one
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
  var boot = document.currentScript;
  if (!boot) return;
  var entry = boot.getAttribute('data-entry');
  var preload = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // after the first frame (the frame's task, then the next one); a tab in the background paints no frame
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
