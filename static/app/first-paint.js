// Puts the table on screen at the first paint, before Python runs (py/table/show/first_paint.py
// describes a paint). A returning player sees the table as the page last drew it; a link to
// another game shows that game's layout; a first visit keeps the table the build drew into the
// page. Until Python connects the hands, taps on piles and controls are kept, marked, then played.
//
// The stored paint is read as hostile: its markup goes through an allowlist of inert elements and
// attributes (and the site's CSP forbids inline scripts besides), every other value is text.
(() => {
  // Where a paint is kept and the names it may set (py/table/messages.py, `KeptPaint`): the build
  // writes them here (scripts/write_contracts.py); unbuilt, no paint is ever put back.
  const PAINT = { key: "", version: 0, rootAttributes: [], regions: [], texts: [], hidden: [], disabled: [] };
  const { key: KEY, version: VERSION, rootAttributes: ROOT_ATTRIBUTES, regions: REGIONS } = PAINT;
  const { texts: TEXTS, hidden: HIDDEN, disabled: DISABLED } = PAINT;
  // The languages the page speaks, as py/table/show/language.py matches them, and those a
  // player's settings may hold (py/table/storage/settings.py): the build writes them here too.
  const LANGUAGES = { source: "", ready: [], pseudo: "", aliases: {}, notAliased: [], rightToLeft: [], choices: [] };
  // The deal codes (py/solitaire/deals.py: a shuffle number below `shuffles`, and the tier after
  // a dash for a game with tiers), and each game's variants by tier, the first its default (null:
  // a game without tiers): written by the build as well.
  const DEALS = { tiered: "", plain: "", shuffles: 0, games: {} };
  const MAX_LENGTH = 400_000;
  const ELEMENTS = new Set(["div", "span", "i", "b", "small"]);
  const ATTRIBUTE = /^(class|tabindex|role|title|hidden|data-[a-z-]+|aria-[a-z]+)$/;
  const STYLE = /^(\s*--[a-z-]+\s*:\s*-?\d+(\.\d+)?\s*;?)*\s*$/;
  // Markup with an event handler is refused unparsed: the CSP would block it, but even parsing it
  // makes the browser report a violation.
  const HANDLER = /[\s\/"'=]on[a-z]+\s*=/i;
  const ROOT_VALUE = /^[\w.-]{0,40}$/;
  // A counter as a language writes it: digits, the clock's colon, and a thousands separator
  // ("1,200", "1.200", "1 200" with a no-break or narrow no-break space).
  const COUNTER = /^-?[\d:.,'\u00a0\u202f]{1,16}$/;
  const root = document.documentElement;
  const pending = (window.solitairePending = []);

  const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

  function stored() {
    try {
      const text = localStorage.getItem(KEY);
      if (!text || text.length > MAX_LENGTH) return null;
      const paint = JSON.parse(text);
      const fits = isObject(paint) && paint.version === VERSION && isObject(paint.root) && isObject(paint.regions);
      return fits && !Object.values(paint.regions).some((html) => HANDLER.test(String(html))) ? paint : null;
    } catch {
      return null; // storage switched off, or not JSON: the build's table stays
    }
  }

  function layouts() {
    try {
      return JSON.parse(document.getElementById("layouts").textContent);
    } catch {
      return {};
    }
  }

  // A link's value of `name` as the table's Python reads it (urllib's parse_qs, after every
  // leading "?"): the last one given; null if none. Python's language ignores an empty one
  // (`blank`: false).
  function field(search, name, blank = true) {
    const values = new URLSearchParams(search.replace(/^\?+/, "")).getAll(name);
    return values.filter((value) => blank || value !== "").at(-1) ?? null;
  }

  // The variant a deal link opens, as solitaire/deals.py parses its code (`41739205-2` is a deal
  // of spider-2); null for a code the game has not, which Python refuses.
  function dealVariant(game, code) {
    const variants = Object.hasOwn(DEALS.games, game) ? DEALS.games[game] : [];
    const tiered = variants.length > 0 && variants[0][0] !== null;
    const match = new RegExp(`^(?:${tiered ? DEALS.tiered : DEALS.plain})$`).exec(code);
    if (!variants.length || !match || Number(match[1]) >= DEALS.shuffles) return null;
    return (tiered ? variants.find(([tier]) => tier === match[2]) : variants[0])?.[1] ?? null;
  }

  // Which paint the address asks for, as py/table/play/start.py chooses the game: the stored one
  // (the game in progress) unless a link names another game or deal, or is one Python refuses.
  function choose(saved, search) {
    const board = field(search, "board");
    const game = field(search, "game");
    const deal = field(search, "deal");
    if (board === null && game === null) return saved;
    const shown = saved ? saved.root : {};
    if (board === null && shown["data-layout"] === game && (deal === null || shown["data-deal"] === deal)) {
      return saved;
    }
    // The variant: a board's `Game:` line, the one the link's deal code names, or else the game's first.
    const first = Object.hasOwn(DEALS.games, game) ? DEALS.games[game][0]?.[1] : undefined;
    const named = deal !== null ? dealVariant(game, deal) : first;
    const variant = board !== null ? (/^\s*Game:\s*([\w-]+)/m.exec(board) || [])[1] : named;
    const hand = shown["data-hand"] === "left" ? "/left" : "";
    const all = layouts();
    const layout = variant && Object.hasOwn(all, variant + hand) ? all[variant + hand] : null;
    if (!layout) return saved;
    // The player's own colours and hand stay; the game and deal are the link's. A board is no
    // opening: it gets the layout's piles without their cards.
    const root = { ...shown, ...layout.root, "data-deal": deal || "" };
    return { ...layout, root, cardless: board !== null };
  }

  // Parsed in a document of its own, which runs and loads nothing; only what passes comes over
  // (`cardless`: no card, nor what a pile says of its cards, its caption and its fan's size).
  function clean(html, cardless) {
    const parsed = new DOMParser().parseFromString(typeof html === "string" ? html : "", "text/html").body;
    for (const element of parsed.querySelectorAll("*")) {
      if (!ELEMENTS.has(element.localName) || (cardless && element.hasAttribute("data-card"))) {
        element.remove();
        continue;
      }
      if (cardless) ["data-caption", "style"].forEach((name) => element.removeAttribute(name));
      for (const { name, value } of [...element.attributes]) {
        if (!(ATTRIBUTE.test(name) || (name === "style" && STYLE.test(value)))) element.removeAttribute(name);
      }
    }
    const fragment = document.createDocumentFragment();
    fragment.append(...[...parsed.childNodes].map((node) => document.importNode(node, true)));
    return fragment;
  }

  function text(value) {
    return typeof value === "string" ? value.slice(0, 200) : null;
  }

  // The page's own words (`data-words`, and the attributes its `data-words-attr` names) in the
  // language spoken: `words` holds each one's translation by its English, which the element keeps
  // (`data-words`, `data-words-<attribute>`) for the next language. Text only, as everything here.
  const SAID = /\s+/g;
  function putWords(words) {
    if (!isObject(words)) return;
    const said = (english) => (typeof words[english] === "string" ? words[english].slice(0, 400) : english);
    for (const element of document.querySelectorAll("[data-words]")) {
      if (!element.dataset.words) element.dataset.words = element.textContent.replace(SAID, " ").trim();
      const text = said(element.dataset.words);
      if (element.textContent !== text) element.textContent = text;
    }
    for (const element of document.querySelectorAll("[data-words-attr]")) {
      for (const name of element.dataset.wordsAttr.split(" ")) {
        const kept = `data-words-${name}`;
        if (!element.hasAttribute(kept)) element.setAttribute(kept, (element.getAttribute(name) || "").replace(SAID, " ").trim());
        element.setAttribute(name, said(element.getAttribute(kept)));
      }
    }
  }
  window.solitaireWords = putWords;

  function apply(paint) {
    for (const name of ROOT_ATTRIBUTES) {
      const value = paint.root[name];
      if (typeof value === "string" && ROOT_VALUE.test(value)) root.setAttribute(name, value);
    }
    for (const id of REGIONS) {
      const element = document.getElementById(id);
      if (element && typeof paint.regions[id] === "string") {
        element.replaceChildren(clean(paint.regions[id], paint.cardless === true));
      }
    }
    const counters = isObject(paint.counters) ? paint.counters : {};
    for (const counter of document.querySelectorAll("[data-counter]")) {
      const value = counters[counter.dataset.counter];
      if (typeof value === "string" && COUNTER.test(value)) counter.textContent = value;
    }
    const texts = isObject(paint.texts) ? paint.texts : {};
    for (const id of TEXTS) {
      const value = text(texts[id]);
      const element = document.getElementById(id);
      if (element && value !== null) element.textContent = value;
    }
    const hidden = isObject(paint.hidden) ? paint.hidden : {};
    for (const id of HIDDEN) {
      const element = document.getElementById(id);
      if (element && typeof hidden[id] === "boolean") element.hidden = hidden[id];
    }
    const disabled = isObject(paint.disabled) ? paint.disabled : {};
    for (const id of DISABLED) {
      const element = document.getElementById(id);
      if (element && typeof disabled[id] === "boolean") element.disabled = disabled[id];
    }
    const picker = document.getElementById("variant");
    if (picker && typeof paint.picker === "string") picker.value = paint.picker;
    putWords(paint.words);
  }

  // Taps before Python connects the hand that plays them (hands.js for piles, controls.js for
  // controls; both before it says ready): kept in order, marked, played once ready. A tap once
  // its hand is connected is that hand's alone: kept here too, it would be played twice.
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target.closest("[data-pile], [data-action]");
      // The failed start's own controls are start.js's; and once it failed, no tap waits for Python.
      if (!target || target.closest("#start-failed") || root.dataset.start === "failed") return;
      if (pending.length >= 12) return;
      const { pile, action } = target.dataset;
      if ((pile ? window.solitaireHands : window.solitaireControls)?.connected) return;
      pending.push(pile ? { pile } : { action });
      target.setAttribute("data-pending", "");
      event.preventDefault();
    },
    true,
  );

  // The language the player chose in the settings, as py/table/storage/schema.py reads it
  // (`stored_language`): "auto" unless the stored settings are ours and name one.
  function setting() {
    try {
      const envelope = JSON.parse(localStorage.getItem("solitaire.settings"));
      const ours = isObject(envelope) && Object.keys(envelope).sort().join() === "data,schema" && envelope.schema === 1;
      const language = ours && isObject(envelope.data) ? envelope.data.language : undefined;
      return LANGUAGES.choices.includes(language) ? language : "auto";
    } catch {
      return "auto"; // storage switched off, or not JSON
    }
  }

  // The language a visit will speak, as py/table/show/language.py chooses it (`chosen`): a link's
  // `lang=`, else the player's choice, else the browser's preferences, matched by whole tag then
  // by language; English if none.
  function speaks(search, choice, preferred) {
    // A link's value is anyone's: an alias is looked up as the table's own key only ("constructor" is none).
    const aliased = (tag) => (Object.hasOwn(LANGUAGES.aliases, tag) ? LANGUAGES.aliases[tag] : tag);
    const known = (tag) =>
      [LANGUAGES.source, ...LANGUAGES.ready].find((language) => language.toLowerCase() === tag.toLowerCase());
    const asked = field(search, "lang", false);
    if (asked === LANGUAGES.pseudo) return asked; // the tests' language, asked for by a link only
    const linked = asked === null ? undefined : known(aliased(asked.toLowerCase()));
    const chosen = linked || known(choice); // "auto" is none
    if (chosen) return chosen;
    for (const wanted of Array.isArray(preferred) ? preferred : []) {
      if (typeof wanted !== "string" || wanted.length > 35) continue;
      const tag = wanted.trim().toLowerCase();
      if (LANGUAGES.notAliased.some((prefix) => tag.startsWith(prefix))) continue;
      for (const candidate of [tag, tag.split("-")[0]]) {
        const found = known(aliased(candidate));
        if (found) return found;
      }
    }
    return LANGUAGES.source;
  }

  const saved = stored();
  // A first visit paints the build's English table; the player's own words come once Python
  // runs, and on a phone longer words may wrap the bar and the counters onto a second row. That
  // room is kept from the first paint (the stylesheet's `data-words-coming`), for the whole visit,
  // so the table never moves when they come; and a language written right to left mirrors the
  // page from the first paint, not once its words come.
  let speaking;
  try {
    speaking = saved ? undefined : speaks(location.search, setting(), navigator.languages);
  } catch {
    speaking = undefined; // whatever the browser says of its languages: the first paint goes on
  }
  // The attribute names the language coming (the stylesheet asks only whether it is there).
  if (speaking && speaking !== LANGUAGES.source) root.setAttribute("data-words-coming", speaking);
  if (speaking && LANGUAGES.rightToLeft.includes(speaking)) root.dir = "rtl";
  const paint = choose(saved, location.search);
  if (!paint) return;
  root.setAttribute("data-restoring", ""); // the stylesheet keeps the build's piles out of sight
  // Filled as soon as the parser is past the board, before the browser first paints it.
  const observer = new MutationObserver(() => {
    const board = document.getElementById("board");
    if (!board || !board.nextElementSibling) return;
    observer.disconnect();
    try {
      apply(paint);
    } finally {
      root.removeAttribute("data-restoring");
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();
