// Chooses the thread the table's Python runs on, before PyScript starts (this script is deferred,
// and runs before PyScript's module, which comes after it in the page).
//
// In a worker, Python reaches the page synchronously through SharedArrayBuffer, which a browser
// gives only to a cross-origin isolated page (COOP/COEP headers). A host that sends no headers (a
// plain static server, GitHub Pages, S3) gives a page that is not isolated: there the table's
// Python runs on the page's own thread instead, as PyScript runs any script without `worker`.
// The service worker adds the isolation headers to what it serves (scripts/sw.template.js), so
// from the next visit on the page is isolated there too and Python is back in its worker.
(() => {
  if (self.crossOriginIsolated) return;
  const table = document.getElementById("table-python");
  if (table) table.removeAttribute("worker");
})();
