// A win, celebrated on the table before the result card: the cards of the foundation leap from
// their slots one after another and bounce across the cloth, as in the solitaires players
// remember. `solitaireCelebration.play(then)` runs it and calls `then` when it ends, or at once
// when the player prefers reduced motion (the system's, or animations off in the settings). While it plays an element with `data-celebration` covers the table; a
// tap or a key ends it, and the result card follows. It is a picture only: hidden from
// assistive technology, which hears the win from the table's live region.
(() => {
  const root = document.documentElement;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  const LEAP_MS = 1300; // each card's flight, at normal speed
  const START_MS = 400; // the run that won flies to its slot first (stage.js)
  const STAGGER_MS = 90;
  const TRAIL = 5; // fading copies that follow each card, a step behind one another
  const TRAIL_MS = 40;
  let running = null;

  const still = () => reduced.matches || root.dataset.motion === "off";
  const speed = () => {
    const value = parseFloat(getComputedStyle(root).getPropertyValue("--speed"));
    return Number.isFinite(value) && value > 0 ? value : 1;
  };

  // Where a card thrown from (x, y) passes, frame by frame: across at a steady pace, falling, and
  // bouncing off the bottom of the screen with a little less each time.
  function flight(x, y, height, random) {
    const floor = innerHeight - height;
    const steps = 48;
    const seconds = LEAP_MS / 1000;
    const across = x + height / 2 < innerWidth / 2 ? 1 : -1; // towards the wider side of the screen
    const vx = across * innerWidth * (0.22 + random() * 0.25);
    let vy = -(300 + random() * 500);
    const gravity = 2600;
    const frames = [];
    let px = x;
    let py = y;
    const dt = seconds / steps;
    for (let i = 0; i <= steps; i += 1) {
      frames.push({ transform: `translate(${px}px, ${py}px) rotate(${(px - x) / 12}deg)` });
      vy += gravity * dt;
      px += vx * dt;
      py += vy * dt;
      if (py > floor) {
        py = floor;
        vy = -vy * 0.62;
      }
    }
    return frames;
  }

  function seeded(seed) {
    let state = seed >>> 0 || 1;
    return () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
  }

  function play(then) {
    const done = typeof then === "function" ? then : () => {};
    if (running) running.finish();
    if (still()) {
      done();
      return;
    }
    const layer = document.createElement("div");
    layer.className = "celebration";
    layer.setAttribute("data-celebration", "");
    layer.setAttribute("aria-hidden", "true");
    const sources = [...document.querySelectorAll(".pile-foundation [data-card]")];
    const cards = sources.length ? sources : [...document.querySelectorAll("#columns [data-card]:last-child")];
    const random = seeded(cards.length * 7919 + innerWidth);
    const animations = [];
    const scale = speed();
    cards.forEach((card, i) => {
      const box = card.getBoundingClientRect();
      const frames = flight(box.left, box.top, box.height, random);
      for (let ghost = TRAIL; ghost >= 0; ghost -= 1) {
        const copy = card.cloneNode(true);
        copy.removeAttribute("aria-label");
        copy.style.setProperty("--card-w", `${box.width}px`); // a slot's card is smaller than the table's
        copy.style.setProperty("--card-h", `${box.height}px`);
        if (ghost) copy.style.opacity = String(0.5 - ghost * 0.08);
        layer.append(copy);
        const options = { duration: LEAP_MS * scale, delay: (START_MS + i * STAGGER_MS + ghost * TRAIL_MS) * scale, fill: "both" };
        animations.push(copy.animate(frames, options));
      }
    });
    document.body.append(layer);

    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      running = null;
      animations.forEach((animation) => animation.cancel());
      layer.remove();
      removeEventListener("keydown", onKey, true);
      done();
    };
    const onKey = (event) => {
      event.preventDefault();
      event.stopPropagation();
      finish();
    };
    layer.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      finish();
    });
    addEventListener("keydown", onKey, true);
    const last = animations[animations.length - 1];
    if (last) last.finished.then(finish, () => {});
    else setTimeout(finish, 0);
    running = { finish };
  }

  window.solitaireCelebration = { play, playing: () => running !== null };
})();
