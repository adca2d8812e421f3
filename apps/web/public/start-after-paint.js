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
  // "Add to cart" before the app has hydrated (docs/decisions/060): on a slow phone the page is readable long
  // before its JavaScript has arrived, and the visitor's cart lives in this browser (localStorage, the app's
  // features/cart/guest-cart.ts format), so a tap on a server-rendered button marked `data-early-cart` puts the
  // product there at once and says so outside the app's markup (#root is React's to hydrate). The app removes
  // the mark from the buttons it has hydrated; a signed-in customer's cart is the server's, so the app waits.
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('[data-early-cart]') : null;
      if (!button) return;
      var early, lines;
      try {
        if (JSON.parse(localStorage.getItem('userInfo') || 'null')) return;
        early = JSON.parse(button.getAttribute('data-early-cart'));
        lines = JSON.parse(localStorage.getItem('rima.guestCart') || '[]');
      } catch (error) {
        return; // storage off or unreadable: the app handles the tap once it has loaded
      }
      // the app's listener on #root must not see this tap too
      event.preventDefault();
      event.stopPropagation();
      var box = button.closest('.purchase');
      var input = box && box.querySelector('.quantity-stepper__input');
      var qty = Math.max(1, parseInt((input && input.value) || '1', 10) || 1);
      var line = early.line;
      var current = lines.filter(function (l) {
        return l.product_id === line.product_id && l.variant_id === line.variant_id;
      })[0];
      var had = current ? current.qty : 0;
      var next = Math.min(had + qty, early.stock);
      var fits = next > had && (current || lines.length < early.max);
      if (fits) {
        if (current) current.qty = next;
        else lines.push(Object.assign({}, line, { qty: next }));
        localStorage.setItem('rima.guestCart', JSON.stringify(lines));
        if (early.go) {
          location.assign(early.go);
          return;
        }
      }
      var note = document.createElement('div');
      note.setAttribute('role', 'status');
      note.textContent = fits ? early.added.replace('{count}', String(next - had)) : early.full;
      note.style.cssText =
        'position:fixed;left:50%;top:1rem;transform:translateX(-50%);z-index:2000;max-width:90vw;padding:.75rem 1rem;' +
        'background:#1f1f1f;color:#fff;border-radius:.5rem;font-size:.875rem;box-shadow:0 .25rem 1rem rgba(0,0,0,.25)';
      document.body.appendChild(note);
      setTimeout(function () {
        note.remove();
      }, 4000);
    },
    true,
  );
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
