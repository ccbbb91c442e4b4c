// Asks the browser to keep what the game stores, and says plainly when it may not. Browsers may
// clear a site's storage: Safari does once a site has gone seven days of use without a visit
// (unless it is on the home screen), others when the disk runs short. Storage marked persistent
// is kept. Asked once a player has something worth keeping, never as the page opens (Firefox
// asks the player): when a result card or the statistics open. The browser's answer is kept, so
// a player who said no is not asked again; the statistics panel then says that this browser may
// clear them, and points to the export that keeps a copy.
(() => {
  const KEY = "solitaire.persistence"; // the browser's last answer: "granted" or "denied"
  const storage = navigator.storage;
  const root = document.documentElement;
  const note = document.getElementById("storage-note");
  let asked = false;

  function kept() {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  }

  function keep(answer) {
    try {
      localStorage.setItem(KEY, answer ? "granted" : "denied");
    } catch {
      // storage switched off: nothing to keep anyway
    }
  }

  // `<html data-storage>`: "persistent", or "may-clear" (the note shows), once known.
  function show(persistent) {
    root.dataset.storage = persistent ? "persistent" : "may-clear";
    if (note) note.hidden = persistent;
  }

  async function check() {
    if (!storage?.persisted) {
      show(false); // no way to ask: the browser decides alone
      return;
    }
    let persistent = await storage.persisted();
    if (!persistent && !asked && kept() === null && storage.persist) {
      asked = true;
      persistent = await storage.persist();
      keep(persistent);
    }
    show(persistent);
  }

  // When a dialog that holds what a player keeps opens: the result card, the statistics.
  for (const id of ["result", "stats-panel"]) {
    const dialog = document.getElementById(id);
    if (!dialog) continue;
    new MutationObserver(() => {
      if (dialog.open) check().catch(() => show(false));
    }).observe(dialog, { attributes: true, attributeFilter: ["open"] });
  }
})();
