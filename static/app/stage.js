// The stage: puts the piles on the page as the table's Python decided to show them
// (py/table/show/paint.py), one message per redraw handed on by page.js, and lets the cards glide
// there. Python describes; this only applies.
//
// The motion: around the redraw of the piles that changed, a card that appears where another
// pile lost the same card glides from there (FLIP: drawn in place, shifted back, then let go); a
// card that turned over flips; a card that appears from nowhere (a deal, a refill) comes from the
// pile the move took from; cards gone from the table (a finished run or set) fly to the
// foundation slot they filled. Nothing moves when the player prefers reduced motion.
(() => {
  const HIDDEN = "??";
  const LEAVE_DELAY_MS = 160; // a finished run waits for the card that finished it to land
  const CLEAN_UP_MS = 450; // the flight's length in the stylesheet, and a little more
  const root = document.documentElement;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  const byId = (id) => document.getElementById(id);
  const pile = (key) => document.querySelector(`[data-pile="${CSS.escape(key)}"]`);
  const cardsOf = (element) => element.querySelectorAll("[data-card]"); // the foundation's sit in its slots

  const commonPrefix = (old, now) => {
    let length = 0;
    while (length < old.length && length < now.length && old[length] === now[length]) length += 1;
    return length;
  };

  // Where the cards about to be redrawn stand now.
  function before(changes, origin) {
    const noted = { leaving: [], flips: new Set(), origin: null };
    if (reduced.matches || root.getAttribute("data-motion") === "off" || !origin) return noted;
    const box = origin.getBoundingClientRect();
    noted.origin = [box.left, box.top];
    for (const { key, element, old, now } of changes) {
      const children = cardsOf(element);
      for (let i = commonPrefix(old, now); i < Math.min(old.length, children.length); i += 1) {
        if (i < now.length && old[i] === HIDDEN && now[i] !== HIDDEN) {
          noted.flips.add(`${key} ${i}`);
        } else if (old[i] !== HIDDEN) {
          const card = children[i].getBoundingClientRect();
          noted.leaving.push({ token: old[i], element: children[i], left: card.left, top: card.top });
        }
      }
    }
    return noted;
  }

  // Sends the redrawn cards on their way from where they stood.
  function after(changes, noted) {
    if (!noted.origin) return;
    const arriving = [];
    for (const { key, element, old, now } of changes) {
      const children = cardsOf(element);
      for (let i = commonPrefix(old, now); i < Math.min(now.length, children.length); i += 1) {
        const card = children[i];
        if (noted.flips.has(`${key} ${i}`)) {
          card.classList.add("turning");
        } else if (!(now[i] === HIDDEN && key === "stock")) {
          const match = noted.leaving.findIndex((item) => item.token === now[i]);
          const from = match >= 0 ? noted.leaving.splice(match, 1)[0] : { left: noted.origin[0], top: noted.origin[1] };
          arriving.push([card, from.left, from.top]);
        }
      }
    }
    for (const [card, left, top] of arriving) {
      const box = card.getBoundingClientRect();
      card.style.transition = "none";
      card.style.transform = `translate(${left - box.left}px, ${top - box.top}px)`;
    }
    flyHome(noted.leaving);
    void document.body.offsetWidth; // lay out the shifted cards before letting them go
    for (const [card] of arriving) {
      card.style.transition = "";
      card.style.transform = "";
    }
  }

  // Cards gone from the table fly from where they stood to the foundation.
  function flyHome(leaving) {
    const foundation = pile("foundation");
    if (!leaving.length || !foundation) return;
    const filled = foundation.querySelectorAll("[data-filled]");
    const target = (filled.length ? filled[filled.length - 1] : foundation).getBoundingClientRect();
    const layer = byId("flying");
    for (const item of leaving) {
      const card = item.element;
      card.classList.add("leaving");
      card.style.left = `${item.left}px`;
      card.style.top = `${item.top}px`;
      card.style.setProperty("--to-x", `${target.left - item.left}px`);
      card.style.setProperty("--to-y", `${target.top - item.top}px`);
      card.style.animationDelay = `${LEAVE_DELAY_MS}ms`;
      layer.append(card);
    }
    setTimeout(() => layer.replaceChildren(), CLEAN_UP_MS + LEAVE_DELAY_MS);
  }

  // The cards in hand, raised, and the piles that would take them, marked.
  function showPick(lift, targets) {
    for (const element of document.querySelectorAll(".holding")) element.classList.remove("holding");
    for (const element of document.querySelectorAll(".lifted")) element.classList.remove("lifted");
    for (const element of document.querySelectorAll("[data-target]")) element.removeAttribute("data-target");
    if (lift) {
      const element = pile(lift[0]);
      const cards = element.children;
      for (let i = Math.max(cards.length - lift[1], 0); i < cards.length; i += 1) cards[i].classList.add("lifted");
      element.classList.add("holding");
    }
    for (const key of targets) pile(key)?.setAttribute("data-target", "");
  }

  // One redraw, as paint.py describes it (`PaintMessage`, py/table/messages.py): a new layout (when the game changes), the piles whose
  // cards changed (each with the tokens it showed and shows), captions, labels and counters that
  // changed, how many cards each pile lets the hand lift, the pick, the pile a move took from
  // (cards from nowhere glide from there), the hooks on <html> that name the game, the cards the
  // last move moved (`data-last`), and the sound of what happened (sound.js).
  function paint(scene) {
    if (scene.layout) {
      byId("top-row").innerHTML = scene.layout.top;
      byId("columns").innerHTML = scene.layout.columns;
    }
    for (const [key, caption] of Object.entries(scene.captions ?? {})) pile(key).setAttribute("data-caption", caption);
    const changes = Object.entries(scene.piles ?? {}).map(([key, drawn]) => ({ key, element: pile(key), ...drawn }));
    if (changes.length) {
      showPick(null, []); // the cards in hand may be redrawn
      const noted = scene.origin ? before(changes, pile(scene.origin)) : { origin: null };
      for (const { element, html, fan } of changes) {
        element.innerHTML = html;
        if (fan) {
          // the stylesheet closes up the fan of a long column
          element.style.setProperty("--downs", String(fan[0]));
          element.style.setProperty("--ups", String(fan[1]));
        }
      }
      after(changes, noted);
    }
    // what the hand may lift from each pile (static/app/hands.js starts a drag only where it may)
    for (const [key, count] of Object.entries(scene.liftable ?? {})) pile(key).dataset.liftable = String(count);
    if (scene.targets) showPick(scene.lift, scene.targets);
    if (scene.last) showLast(scene.last);
    for (const [key, label] of Object.entries(scene.labels ?? {})) pile(key).setAttribute("aria-label", label);
    for (const [name, value] of Object.entries(scene.root ?? {})) root.setAttribute(name, value);
    for (const [name, value] of Object.entries(scene.counters ?? {})) {
      const counter = document.querySelector(`[data-counter="${CSS.escape(name)}"]`);
      if (counter && counter.textContent !== value) counter.textContent = value;
    }
    if (scene.sound) window.solitaireSound?.play(scene.sound);
  }

  // The cards the last move moved: the top `count` cards of each pile named, and no others.
  function showLast(last) {
    for (const card of document.querySelectorAll("[data-last]")) card.removeAttribute("data-last");
    for (const [key, count] of Object.entries(last)) {
      const cards = cardsOf(pile(key) ?? document.createElement("div"));
      for (let i = Math.max(cards.length - count, 0); i < cards.length; i += 1) cards[i].setAttribute("data-last", "");
    }
  }

  // The top row's piles in the order the player's hand wants: they move as they are.
  function arrange(order) {
    const row = byId("top-row");
    for (const key of order) {
      const element = pile(key);
      if (element) row.append(element);
    }
  }

  window.solitaireStage = { paint, arrange };
})();
