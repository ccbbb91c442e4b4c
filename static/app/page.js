// The page around the piles, drawn from the table's state: the table's Python sends one message
// per redraw (`PageMessage`, py/table/messages.py) holding the parts of the page that changed,
// and what the change does once; this script applies them, in one task, so the browser draws one
// frame. The piles are the stage's (stage.js); the dialogs' opening, the clipboard and downloads
// are controls.js's. Every element the table's state shows is named here and nowhere in Python.
//
// It also tells Python what the first paint put on the table (`shown`), hands over the taps kept
// before Python was ready (`pending`), how a language writes numbers and dates (`writing`), and
// marks the table ready (`ready`).
(() => {
  const root = document.documentElement;
  const byId = (id) => document.getElementById(id);
  const pile = (key) => document.querySelector(`[data-pile="${CSS.escape(key)}"]`);
  const timers = new Map(); // a passing message, the stock's note, a hint: each hides once, later

  function later(name, ms, action) {
    clearTimeout(timers.get(name));
    timers.set(name, setTimeout(action, ms));
  }

  // An element shown with `text` in it (or in the element `words`), or hidden (null).
  function shown(id, text, words = id) {
    byId(id).hidden = text === null;
    if (text !== null) byId(words).textContent = text;
  }

  function attribute(element, name, value) {
    if (value === null || value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }

  const parts = {
    board: (board) => window.solitaireStage.paint(board),
    arrange: (order) => window.solitaireStage.arrange(order),
    words: (words) => window.solitaireWords(words), // first-paint.js's
    pickers: ({ games, stats }) => {
      byId("variant").innerHTML = games;
      byId("reset-variant").innerHTML = games;
      byId("stats-game").innerHTML = stats;
    },
    chrome: ({ variant, title, example, completed, stock, grades }) => {
      byId("variant").value = variant;
      byId("title").textContent = title;
      byId("deal-code").placeholder = example;
      byId("completed-label").textContent = completed;
      byId("stock-label").textContent = stock;
      byId("grades").hidden = grades.length === 0;
      for (const button of byId("grades").querySelectorAll("[data-grade]")) button.hidden = !grades.includes(button.dataset.grade);
    },
    buttons: (buttons) => {
      for (const name of ["undo", "redo"]) if (name in buttons) byId(name).disabled = !buttons[name];
      if ("finish" in buttons) document.querySelector('[data-action="finish"]').hidden = !buttons.finish;
    },
    looks: (looks) => {
      for (const [name, value] of Object.entries(looks)) {
        if (name === "faces") window.solitaireFaces.show(value); // theme.js: "auto" follows the screen
        else if (name === "speed") root.style.setProperty("--speed", value);
        else if (name === "lang" || name === "dir") root.setAttribute(name, value);
        else root.setAttribute(`data-${name}`, value);
      }
    },
    address: (query) => history.replaceState(null, "", query),
    notes: (notes) => {
      const each = {
        challenge: (text) => shown("challenge", text),
        dailyBanner: (text) => shown("daily-banner", text),
        daily: (day) => attribute(root, "data-daily", day),
        grade: (grade) => {
          attribute(root, "data-grade", grade && grade[0]);
          shown("grade", grade && grade[1]);
        },
        parked: (text) => shown("parked", text, "parked-text"),
        elsewhere: (text) => shown("elsewhere", text, "elsewhere-text"),
        offer: (text) => shown("offer", text, "offer-text"),
        verdict: (verdict) => {
          shown("verdict-item", verdict && verdict[1], "verdict");
          if (verdict) byId("verdict").setAttribute("data-verdict", verdict[0]);
        },
        stalled: (text) => shown("note", text, "note-text"),
        turning: (text) => shown("note-turning", text),
        turnBack: (text) => {
          const button = document.querySelector('#note [data-action="turn-back"]');
          button.hidden = text === null;
          if (text !== null) button.textContent = text;
        },
        dealProblem: (text) => shown("deal-problem", text),
        dayProblem: (text) => shown("daily-problem", text),
      };
      for (const [name, value] of Object.entries(notes)) each[name](value); // each name checked by `refuse`
    },
    result: (card) => {
      const dialog = byId("result");
      if (card === null) {
        if (dialog.open) dialog.close();
        return;
      }
      byId("result-summary").textContent = card.summary;
      for (const [name, value] of Object.entries(card.numbers)) byId(`result-${name}`).textContent = value;
      if (card.record !== null) byId("result-record").textContent = card.record;
      shown("result-verdict", card.outcome ? card.verdict : null);
      if (card.outcome) byId("result-verdict").setAttribute("data-verdict", card.outcome);
      byId("result-challenge").hidden = !card.challenge;
      byId("result-share").hidden = card.daily === null;
      shown("result-daily", card.daily);
    },
    help: ({ title, guide, keys }) => {
      byId("help-title").textContent = title;
      byId("help-body").innerHTML = guide;
      byId("key-map").innerHTML = keys;
    },
    example: (example) => {
      const picture = byId("example");
      if (!example || !picture) return; // a game with no example
      picture.innerHTML = example.picture;
      picture.style.setProperty("--columns", String(example.columns));
      byId("example-step").textContent = example.step;
      // Marked, not disabled: a disabled button would drop the focus of whoever pressed it.
      const panel = byId("help-panel");
      panel.querySelector('[data-action="example-back"]').setAttribute("aria-disabled", String(example.first));
      panel.querySelector('[data-action="example-next"]').setAttribute("aria-disabled", String(example.last));
    },
    stats: ({ game, table, charts, recent }) => {
      byId("stats-game").value = game;
      byId("stats-table").innerHTML = table;
      byId("charts").innerHTML = charts;
      byId("recent").innerHTML = recent;
    },
    settings: ({ fields, winnable, winnableWords, languages }) => {
      const form = byId("settings-form");
      const language = form.elements.namedItem("language");
      for (const option of language.options) option.hidden = !languages.includes(option.value);
      language.closest("label").hidden = languages.length <= 2; // no choice but English yet
      for (const field of form.elements) {
        if (!(field.name in fields)) continue;
        const value = fields[field.name];
        if (field.type === "radio") field.checked = field.value === value;
        else if (field.type === "checkbox") field.checked = value === true;
        else field.value = value;
      }
      form.elements.namedItem("winnable").value = winnable;
      byId("winnable-words").textContent = winnableWords;
    },
    send: ({ link, qr, note }) => {
      const anchor = byId("send-link");
      anchor.href = link;
      byId("send-note").textContent = note;
      const picture = byId("send-qr");
      picture.replaceChildren();
      picture.hidden = !qr;
      if (qr) drawQr(picture, link);
    },
    question: (question) => {
      const dialog = byId("question");
      if (question === null) {
        delete dialog.dataset.question; // closed by the table: no answer to tell (controls.js)
        if (dialog.open) dialog.close();
        return;
      }
      dialog.dataset.question = question.kind;
      byId("question-title").textContent = question.title;
      byId("question-text").textContent = question.text;
      for (const answer of ["yes", "no"]) {
        dialog.querySelector(`[data-answer="${answer}"]`).textContent = question[answer];
      }
      dialog.returnValue = "";
      window.solitaireControls.openModal("question");
    },
    days: ({ first, last, suggested }) => {
      const day = byId("daily-date");
      day.min = first;
      day.max = last;
      if (!day.value) day.value = suggested; // the player's own choice stays
    },
    // The dialog the table has open, after what it holds is drawn (null: none); any other closes.
    // The question is its own part, over whichever is open.
    open: (name) => {
      for (const open of document.querySelectorAll("dialog[open]:not(#question)")) {
        if (open.dataset.dialog !== name) open.close();
      }
      if (name === null) return;
      window.solitaireControls.openModal(document.querySelector(`dialog[data-dialog="${CSS.escape(name)}"]`).id);
      if (name === "result") byId("result-new").focus();
    },
    pickBar: (bar) => {
      const element = byId("pick-bar");
      if (bar === null) {
        element.hidden = true;
        return;
      }
      byId("pick-count").textContent = String(bar.count);
      placePickBar(element, pile(bar.pile));
    },
  };

  // A QR code of `text`, drawn by a module fetched the first time one is asked for.
  const QR_MODULE = new URL("../qrcode-2.0.4/qrcode.mjs", document.currentScript.src).href;
  async function drawQr(picture, text) {
    const { qrcode } = await import(QR_MODULE);
    const code = qrcode(0, "L");
    code.addData(text, "Byte");
    code.make();
    if (byId("send-link").href !== new URL(text, location.href).href) return; // a newer link came meanwhile
    picture.innerHTML = code.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  }

  // The − and + over the pick's pile, whole on screen even over the first or last column.
  const PICK_BAR_HALF = 64; // px: half the bar's width, and a margin
  function placePickBar(bar, over) {
    const box = over.getBoundingClientRect();
    const middle = Math.min(Math.max(box.left + box.width / 2, PICK_BAR_HALF), innerWidth - PICK_BAR_HALF);
    bar.hidden = false;
    bar.style.left = `${middle + scrollX}px`;
    bar.style.top = `${box.top + scrollY}px`;
  }

  // The live region. What is said in one task (a move, and the win it made) is said together: a
  // screen reader reads the region only once the task is over, so a later sentence must not replace
  // an earlier one. `more` adds to what was said before, even in an earlier task (the stalled note
  // after a move).
  let saidThisTask = false;
  function say(text, more) {
    const region = byId("announce");
    if (saidThisTask || more) region.append(` ${text}`);
    else region.textContent = text;
    if (!saidThisTask) queueMicrotask(() => (saidThisTask = false));
    saidThisTask = true;
  }

  function passing(id, text, ms, alert = null) {
    const element = byId(id);
    element.textContent = text;
    element.hidden = false;
    if (alert !== null) element.classList.toggle("alert", alert);
    later(id, ms, () => (element.hidden = true));
  }

  function flash({ piles, ms }) {
    const unflash = () => document.querySelectorAll(".hinted").forEach((element) => element.classList.remove("hinted"));
    unflash();
    for (const key of piles) pile(key)?.classList.add("hinted");
    later("flash", ms, unflash);
  }

  // What a change does once, after the parts it changed (a pile focused by a key comes first).
  function once(effects) {
    for (const [text, more] of effects.said ?? []) say(text, more);
    if (effects.told) passing("message", effects.told.text, effects.told.ms, effects.told.alert);
    if (effects.stockNote) passing("stock-note", effects.stockNote.text, effects.stockNote.ms);
    if (effects.flash) flash(effects.flash);
    if (effects.clearDeal) byId("deal-code").value = "";
    if (effects.closeMenu) byId("menu").open = false;
    if (effects.focus) {
      const heading = byId(`${effects.focus}-title`);
      heading.focus();
      heading.scrollIntoView();
    }
    if (effects.copy !== undefined) window.solitaireControls.copy(effects.copy);
    if (effects.download) window.solitaireControls.download(effects.download.name, effects.download.text, effects.download.type);
  }

  // The fields of each part and of `once`, as py/table/messages.py declares them (`some:` those
  // that hold only the fields that changed; the others hold all of theirs).
  const FIELDS = {
    once: "some: focusPile said told stockNote flash clearDeal closeMenu focus copy download",
    board: "some: layout captions piles origin liftable lift targets labels counters root last sound", // stage.js's
    pickers: "games stats",
    chrome: "variant title example completed stock grades",
    buttons: "some: undo redo finish",
    looks: "some: colours hand motion felt back theme clock sound score faces speed lang dir",
    notes: "some: challenge dailyBanner daily grade parked elsewhere offer verdict stalled turning turnBack dealProblem dayProblem",
    result: "summary numbers record outcome verdict challenge daily",
    help: "title guide keys",
    example: "picture columns step first last",
    stats: "game table charts recent",
    settings: "fields winnable winnableWords languages",
    days: "first last suggested",
    send: "link qr note",
    pickBar: "pile count",
    question: "kind title text yes no",
  };

  // A message with a part or a field page.js does not know, or a part without one of its fields,
  // is refused whole, before anything is drawn: the table's Python and this script disagree, and
  // a part drawn from a guess would show the player something neither meant.
  function refuse(message) {
    for (const [name, value] of Object.entries(message)) {
      if (name !== "once" && !Object.hasOwn(parts, name)) throw new Error(`page.js draws no part "${name}"`);
      if (!Object.hasOwn(FIELDS, name) || value === null) continue;
      const some = FIELDS[name].startsWith("some: ");
      const fields = FIELDS[name].replace("some: ", "").split(" ");
      const unknown = Object.keys(value).filter((field) => !fields.includes(field));
      if (unknown.length) throw new Error(`page.js draws no field "${unknown[0]}" of the ${name}`);
      const missing = some ? [] : fields.filter((field) => !Object.hasOwn(value, field));
      if (missing.length) throw new Error(`The ${name} lacks its field "${missing[0]}"`);
    }
  }

  function draw(text) {
    const message = JSON.parse(text);
    refuse(message);
    if (message.once?.focusPile) pile(message.once.focusPile)?.focus(); // where the focus was as the change began
    for (const [name, apply] of Object.entries(parts)) {
      if (!(name in message)) continue;
      try {
        apply(message[name]);
      } catch (error) {
        console.error(`The page could not draw its ${name}: ${error}`);
      }
    }
    if (message.once) once(message.once);
  }

  // How `Intl` writes a language's samples in Latin digits, each as its parts ([type, value]):
  // show/writing.py reads and checks them.
  function writing(tag) {
    const locale = `${tag}-u-nu-latn`;
    const parts = (format, value) => format.formatToParts(value).map(({ type, value }) => [type, value]);
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return {
      numbers: [parts(number, 1234.5), parts(number, 1234567)],
      percent: parts(new Intl.NumberFormat(locale, { style: "percent" }), 0.12),
      days: Array.from({ length: 12 }, (_, month) => parts(date, Date.UTC(2026, month, 5))),
    };
  }

  window.solitairePage = {
    draw,
    shown: () => ({ game: root.getAttribute("data-game") ?? "", deal: root.getAttribute("data-deal") ?? "" }),
    pending: () => {
      const taps = window.solitairePending ?? [];
      window.solitairePending = null;
      for (const marked of document.querySelectorAll("[data-pending]")) marked.removeAttribute("data-pending");
      return taps;
    },
    writing,
    ready: () => {
      root.removeAttribute("data-restoring"); // in case the first paint never finished
      root.setAttribute("data-ready", "");
    },
  };
})();
