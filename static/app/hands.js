// The player's pointer on the table (mouse, pen and touch alike), on the page itself: a press that
// moves carries the cards along under the finger at once, with no call into Python per movement.
// What a gesture means goes to the table's Python (py/table/browser/hands.py, to its router) as one
// message of plain values (`HandMessage`, py/table/messages.py): a tap (pile, cards from the
// pressed one up, when), a lift when a drag starts, and the pile it was dropped on; and each key,
// with the page's state as it was when pressed. Until Python connects, taps are first-paint.js's
// to keep. What the table's keys do stays Python's (moving the focus, and the open menu's keys,
// are done here); only the browser's own use of them is held back here, at once.
//
// Whether a drag may start is the one thing decided here: the view marks each pile with how many
// of its top cards may be lifted together (`data-liftable`, from the engine's rules).
(() => {
  const DRAG_START_PX = 8; // a press that moves less than this is a tap
  let tell = null; // Python's handler, once connected
  let press = null; // the pointer held down on a pile
  let dragging = false;

  function down(event) {
    if (!tell || event.button !== 0) return;
    const pile = event.target.closest("[data-pile]");
    if (!pile) return;
    let below = 0; // the pressed card and those on it, which a drag carries along
    for (let card = event.target.closest(".card"); card; card = card.nextElementSibling) below += 1;
    press = { pile: pile.dataset.pile, x: event.clientX, y: event.clientY, count: below, id: event.pointerId, element: pile };
    dragging = false;
  }

  function move(event) {
    if (!press || event.pointerId !== press.id) return;
    if (!press.element.isConnected) {
      // Python laid a new table under the finger (it answers from its worker, a moment late):
      // what was pressed is gone, so the press is no gesture (a drag under way is put back).
      if (dragging) tell(JSON.stringify({ drop: null }));
      press = null;
      dragging = false;
      return;
    }
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!dragging) {
      if (dx * dx + dy * dy < DRAG_START_PX * DRAG_START_PX) return;
      if (!(Number(press.element.dataset.liftable) > 0)) {
        press = null;
        return;
      }
      dragging = true;
      tell(JSON.stringify({ lift: press.pile, count: press.count }));
      press.element.setPointerCapture(event.pointerId);
      press.element.classList.add("dragging");
    }
    press.element.style.setProperty("--drag-x", `${dx}px`);
    press.element.style.setProperty("--drag-y", `${dy}px`);
    event.preventDefault();
  }

  function up(event) {
    const held = press;
    press = null;
    if (!held || event.pointerId !== held.id) return;
    if (!held.element.isConnected) {
      // A pile of a table laid anew since the press: nothing of it is played in the new one.
      if (dragging) tell(JSON.stringify({ drop: null }));
      dragging = false;
      return;
    }
    if (!dragging) {
      tell(JSON.stringify({ tap: held.pile, count: held.count, when: event.timeStamp }));
      return;
    }
    dragging = false;
    const target = pileAt(event.clientX, event.clientY); // while the carried cards let hits through
    held.element.classList.remove("dragging");
    held.element.style.removeProperty("--drag-x");
    held.element.style.removeProperty("--drag-y");
    tell(JSON.stringify({ drop: target }));
  }

  // The pile under the pointer, or the column whose lane it is in (generous drop zones).
  function pileAt(x, y) {
    const pile = document.elementFromPoint(x, y)?.closest("[data-pile]");
    if (pile) return pile.dataset.pile;
    for (const column of document.querySelectorAll("#columns [data-pile]")) {
      const box = column.getBoundingClientRect();
      if (box.left <= x && x <= box.right && y >= box.top) return column.dataset.pile;
    }
    return null;
  }

  // A key goes to Python with the page's state as it was when pressed (a handler in a worker runs
  // later, when a click may have opened the menu meanwhile). The browser's own use of the keys
  // the table takes (scrolling, a button's press) is held back here, at once: what each key does
  // is Python's.
  const TABLE_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " "]);
  const MENU_KEYS = new Set(["Escape", "ArrowUp", "ArrowDown"]);

  function key(event) {
    if (!tell) return;
    const target = event.target;
    const press = {
      key: event.key,
      code: event.code,
      ctrl: event.ctrlKey,
      shift: event.shiftKey,
      alt: event.altKey,
      meta: event.metaKey,
      menu: document.getElementById("menu").open,
      dialog: document.querySelector("dialog[open]") !== null,
      field: Boolean(target.closest?.("select, input, textarea")),
      pile: target.getAttribute?.("data-pile") ?? null,
    };
    tell(JSON.stringify(press));
    if (press.alt || press.meta) return;
    if (press.menu) {
      if (MENU_KEYS.has(press.key)) {
        event.preventDefault();
        menuKey(press.key);
      }
    } else if (!press.dialog && !press.field) {
      const undoing = press.ctrl && ["z", "y"].includes(press.key.toLowerCase());
      if (undoing || (TABLE_KEYS.has(press.key) && (press.pile !== null || press.key.startsWith("Arrow")))) {
        event.preventDefault();
      }
      if (!press.ctrl && (press.key === "ArrowLeft" || press.key === "ArrowRight")) {
        step(press.key === "ArrowRight" ? 1 : -1);
      }
    }
  }

  // The arrows left and right move the focus from pile to pile, here and at once, so that the
  // next key finds it where the player sees it.
  function step(by) {
    const piles = [...document.querySelectorAll("[data-pile]")];
    const here = piles.indexOf(document.activeElement);
    const next = here < 0 ? (by > 0 ? 0 : piles.length - 1) : (here + by + piles.length) % piles.length;
    piles[next].focus();
  }

  // The menu's own keys, while it is open: Escape closes it, the arrows walk its items.
  function menuKey(name) {
    const menu = document.getElementById("menu");
    const summary = menu.querySelector("summary");
    if (name === "Escape") {
      menu.open = false;
      summary.focus();
      return;
    }
    const items = [summary, ...menu.querySelectorAll(".menu-items button:not([hidden])")];
    const here = Math.max(items.indexOf(document.activeElement), 0);
    items[(here + (name === "ArrowDown" ? 1 : -1) + items.length) % items.length].focus();
  }

  document.addEventListener("keydown", key);

  const board = document.getElementById("board");
  board.addEventListener("pointerdown", down);
  board.addEventListener("pointermove", move);
  board.addEventListener("pointerup", up);
  board.addEventListener("pointercancel", up);

  // Python hands over its handler once the table plays.
  window.solitaireHands = {
    connect: (handler) => {
      tell = handler;
    },
    get connected() {
      return tell !== null;
    },
  };
})();
