// The player's look on <html> before the first paint (light or dark, the felt, the card backs,
// the card faces, the clock and the score shown or hidden, sound on or off), so a stored choice never flashes
// the wrong way; then, once that paint is on screen, the deck's faces (static/build/faces.css,
// about 0.1 MB), which the cards take when they arrive. It only reads: Python validates the
// stored settings and applies them again once it is up (py/table/show/paint.py), and a value this
// script does not know falls back to the default here as there.
(() => {
  const root = document.documentElement;
  // The looks a player chooses, each list's first the default (py/table/messages.py): the build
  // writes them here (scripts/write_contracts.py).
  const choices = { theme: [], felt: [], back: [], faces: [], clock: [], sound: [], score: [] };
  let stored = {};
  try {
    // Only an envelope of ours, as py/table/storage/envelope.py reads one (`unwrap`): its schema
    // and data, nothing else; Python sets any other aside and shows the defaults.
    const envelope = JSON.parse(localStorage.getItem("solitaire.settings"));
    const ours = typeof envelope === "object" && envelope !== null && Object.keys(envelope).sort().join() === "data,schema";
    if (ours && envelope.schema === 1 && typeof envelope.data === "object" && envelope.data) stored = envelope.data;
  } catch {
    // Unreadable or no storage: the defaults show until Python says what went wrong.
  }
  const chosen = (name) => (choices[name].includes(stored[name]) ? stored[name] : choices[name][0]);
  const theme = chosen("theme");
  const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  root.dataset.theme = theme === "system" ? (dark ? "dark" : "light") : theme;
  root.dataset.felt = chosen("felt");
  root.dataset.back = chosen("back");
  root.dataset.clock = chosen("clock");
  root.dataset.sound = chosen("sound");
  root.dataset.score = chosen("score");

  // Card faces: large indexes on a narrow screen, or where the system's text is set larger than
  // usual; a printed deck's indexes elsewhere; or the player's own choice. "auto" follows the
  // screen as it turns (Python keeps the choice: window.solitaireFaces).
  const narrow = window.matchMedia("(max-width: 599px)");
  const largeText = parseFloat(getComputedStyle(root).fontSize) >= 20;
  const faces = { choice: chosen("faces") };
  faces.show = (choice = faces.choice) => {
    faces.choice = choices.faces.includes(choice) ? choice : "auto";
    root.dataset.faces = faces.choice === "auto" ? (narrow.matches || largeText ? "large" : "classic") : faces.choice;
  };
  narrow.addEventListener("change", () => faces.show());
  faces.show();
  window.solitaireFaces = faces;

  // Asked for once the first paint is on screen, the sheet never holds it (nor competes with what
  // it needs); where no paint is reported (a page opened out of sight), once the page has loaded.
  let asked = false;
  const askForFaces = () => {
    if (asked) return;
    asked = true;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "./static/build/faces.css";
    link.fetchPriority = "low";
    document.head.append(link);
  };
  try {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      askForFaces();
    }).observe({ type: "paint", buffered: true });
  } catch {
    // A browser without paint timing: the load event below.
  }
  // The load event can come before the first paint (a busy phone, a page whose every file is
  // kept): a page in sight waits for a frame to be drawn; one out of sight draws none.
  addEventListener("load", () => {
    if (document.visibilityState === "hidden") setTimeout(askForFaces, 0);
    else requestAnimationFrame(() => requestAnimationFrame(askForFaces));
  });
})();
