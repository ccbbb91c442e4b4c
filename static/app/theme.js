// The player's look (light or dark, the felt, the card backs) on <html> before the first paint,
// so a stored choice never flashes the wrong colours. It only reads: Python validates the stored
// settings and applies them again once it is up (py/table/page.py), and a value this script
// does not know falls back to the default here as there.
(() => {
  const root = document.documentElement;
  const choices = { theme: ["system", "light", "dark"], felt: ["green", "blue", "red", "grey"], back: ["blue", "red", "black"] };
  let stored = {};
  try {
    const envelope = JSON.parse(localStorage.getItem("solitaire.settings"));
    if (envelope && typeof envelope.data === "object" && envelope.data) stored = envelope.data;
  } catch {
    // Unreadable or no storage: the defaults show until Python says what went wrong.
  }
  const chosen = (name) => (choices[name].includes(stored[name]) ? stored[name] : choices[name][0]);
  const theme = chosen("theme");
  const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  root.dataset.theme = theme === "system" ? (dark ? "dark" : "light") : theme;
  root.dataset.felt = chosen("felt");
  root.dataset.back = chosen("back");
})();
