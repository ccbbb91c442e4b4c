// Registers the service worker (sw.js, at the site's root) that keeps the game playable offline.
// It waits until the page has loaded and the table is ready, so precaching the site never
// competes with the first boot for the network or the processor.

function whenReady(callback) {
  const root = document.documentElement;
  if (root.hasAttribute("data-ready")) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute("data-ready")) {
      observer.disconnect();
      callback();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    whenReady(() => {
      // Relative to the page, so the worker's scope is the folder the site is served from.
      navigator.serviceWorker.register("./sw.js").catch((error) => {
        console.warn("Offline play is unavailable:", error);
      });
    });
  });
}
