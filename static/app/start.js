// Starts the table's Python, and makes sure the start ends: on a thread the browser can run it
// on, within bounds, on the page's own thread if the worker fails, or with a message in the
// player's words, a retry and a way to save what the game keeps. Never an endless "Starting…".
//
// Deferred, it runs before PyScript's module (which comes after it in the page), so it can still
// take the `worker` attribute off the table's script.
//
// In a worker, Python reaches the page synchronously through SharedArrayBuffer and Atomics.wait,
// which a browser gives only to a cross-origin isolated page (COOP/COEP headers), and not every
// one even then: WebKitGTK and some WebKit web views are isolated but have no SharedArrayBuffer.
// So the worker is chosen only where all it needs is there; elsewhere (a host that sends no
// headers, such a browser) Python runs on the page's thread, as PyScript runs any script without
// `worker`. The service worker adds the isolation headers to what it serves
// (scripts/sw.template.js), so from the next visit on a plain host is isolated too.
//
// Each path is watched step by step: the boot module (boot.mjs) says on a broadcast channel when
// it begins, while the runtime's bytes arrive, and when Python is up; and the table's Python sets
// `data-ready` once the table plays. A step that does not come in time, a worker that fails, a boot that throws: the worker's
// start is given up, this device remembers it for this release, and the page loads again with
// Python on its own thread, as every later visit of this release does at once. If the page's
// thread fails too, the start says so (`<html data-start="failed">`).
(() => {
  // Written into the built site by scripts/write_boot.py: the key of the build's Python. A new
  // release tries the worker again: it may have fixed what failed.
  const RELEASE = "unbuilt";
  const KEY = "solitaire.start"; // where the device remembers that the worker failed here
  const CHANNEL = "solitaire start"; // boot.mjs says on it how far each boot has come
  // How long each step may take, in milliseconds of a visible page. Measured on a cold first visit
  // with the page's processor slowed six times (a slow phone; Python on the page's thread, since
  // a worker is not slowed): the boot module begins in 0.8 s, Python is up 7.7 s later, and the
  // table plays 2.2 s after that. Each bound is several times that. On a slow network the runtime's
  // download (6 MB on a first visit) is most of the second step, so while its bytes arrive that
  // step's bound counts from the last of them.
  const BOUNDS = { begin: 20_000, python: 30_000, table: 20_000 };
  const root = document.documentElement;
  const script = document.getElementById("table-python");
  if (!script) return;

  function remembered() {
    try {
      const kept = JSON.parse(localStorage.getItem(KEY));
      return kept?.release === RELEASE && kept?.browser === navigator.userAgent ? kept.thread : null;
    } catch {
      return null; // storage switched off, or not JSON: nothing remembered
    }
  }

  function remember(thread) {
    try {
      if (thread) localStorage.setItem(KEY, JSON.stringify({ release: RELEASE, browser: navigator.userAgent, thread }));
      else localStorage.removeItem(KEY);
    } catch {
      // storage switched off: the next visit finds out again
    }
  }

  // Module workers (PyScript's are): a browser that knows the option reads `type` before it
  // parses the address, which is invalid here, so no worker is made (nor asked for: a blob: or
  // data: address would be checked against the page's policy first, and Firefox logs that).
  function moduleWorkers() {
    let read = false;
    try {
      new Worker("http://[", {
        get type() {
          read = true;
          return "module";
        },
      }).terminate();
    } catch {
      // the address, as expected
    }
    return read;
  }

  function workerCanRun() {
    return (
      self.crossOriginIsolated === true &&
      typeof SharedArrayBuffer === "function" &&
      typeof Atomics === "object" &&
      typeof Atomics.wait === "function" &&
      typeof Worker === "function" &&
      moduleWorkers()
    );
  }

  const thread = remembered() !== "page" && workerCanRun() ? "worker" : "page";
  if (thread === "page") script.removeAttribute("worker");

  // The watch: one step at a time, each with its bound, counted only while the page is seen (a
  // tab opened behind others may be held back by the browser).
  let step = null;
  let timer = 0;
  let ended = false;

  function expect(next) {
    step = next;
    clearTimeout(timer);
    timer = setTimeout(overdue, BOUNDS[next]);
  }

  function overdue() {
    if (document.visibilityState === "hidden") {
      document.addEventListener("visibilitychange", () => expect(step), { once: true });
      return;
    }
    fail(`${step === "begin" ? "it did not begin" : step === "python" ? "Python did not start" : "the table did not open"} in time`);
  }

  const progress = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  if (progress) {
    progress.onmessage = ({ data }) => {
      if (ended || !data) return;
      if (data.step === "failed") fail(`the boot failed: ${data.why}`);
      // Each step once (but the bytes that keep coming): a boot in another tab of the game may
      // speak on the channel too.
      else if (data.step === "begun" && step === "begin") expect("python");
      else if (data.step === "fetching" && step === "python") expect("python");
      else if (data.step === "python" && (step === "begin" || step === "python")) expect("table");
    };
  }

  // A worker that fails to load or run says so on its object, which PyScript hangs on the script
  // as it makes the worker: looked for at every turn until then, to listen before it can fail.
  function watchWorker() {
    const look = () => {
      if (ended) return;
      if (!script.xworker) {
        setTimeout(look, 0);
        return;
      }
      script.xworker.addEventListener("error", (event) => {
        event.preventDefault(); // handled here: the page thread takes over
        fail(`the worker failed: ${event.message || "no reason given"}`);
      });
    };
    look();
  }

  // PyScript shows a Python error that ends a script in a banner of its own.
  const banners = new MutationObserver(() => {
    if (!ended && document.querySelector(".py-error")) fail("Python stopped with an error");
  });

  const ready = new MutationObserver(() => {
    if (!root.hasAttribute("data-ready")) return;
    end();
    root.dataset.thread = thread;
    performance.mark("table-ready"); // when the table plays, on the page's clock (bench/load_engines.py)
  });

  function end() {
    ended = true;
    clearTimeout(timer);
    ready.disconnect();
    banners.disconnect();
    progress?.close();
  }

  // A worker that fails is given up: the device remembers it, and the page loads again to start
  // Python on its own thread (PyScript reads the page thread's configuration once, as it loads,
  // from a script without `worker`: it cannot be handed one later). Where nothing can be
  // remembered (storage switched off) a reload would try the worker again: the start fails there.
  function fail(why) {
    if (ended) return;
    console.warn(`The table's Python could not start ${thread === "worker" ? "in its worker" : "on the page"}: ${why}.`);
    end();
    script.xworker?.terminate();
    if (thread === "worker") {
      remember("page");
      if (remembered() === "page") {
        location.reload();
        return;
      }
    }
    root.dataset.start = "failed";
    document.getElementById("start-failed").hidden = false;
    document.getElementById("starting").hidden = true;
    for (const waiting of document.querySelectorAll("[data-pending]")) waiting.removeAttribute("data-pending");
    window.solitairePending?.splice(0); // the taps first-paint.js kept: nothing will play them
  }

  // What the game keeps in this browser, as the statistics' export (the file the statistics
  // panel imports): read here, with no Python, so a failed start never holds them hostage; and
  // downloaded here, not through controls.js, which a broken release may not have loaded.
  function backup() {
    // A value is taken as stored only from an envelope of ours, as py/table/storage/envelope.py
    // reads one (`unwrap`), and only of its kind (an object, or a list): what else Python would
    // set aside is left for it to read, never put in the file, which it must import.
    const kept = (name, otherwise) => {
      try {
        const envelope = JSON.parse(localStorage.getItem(`solitaire.${name}`));
        const ours = typeof envelope === "object" && envelope !== null && Object.keys(envelope).sort().join() === "data,schema";
        const data = ours && envelope.schema === 1 ? envelope.data : undefined;
        const fits = typeof data === "object" && data !== null && Array.isArray(data) === Array.isArray(otherwise);
        return fits ? data : otherwise;
      } catch {
        return otherwise;
      }
    };
    const file = {
      kind: "solitaire statistics",
      schema: 1,
      stats: kept("stats", {}),
      history: kept("history", []),
      settings: kept("settings", {}),
      daily: kept("daily", {}),
    };
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "solitaire-statistics.json" });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000); // Safari may read it after the click returns
  }

  document.getElementById("start-failed").addEventListener("click", (event) => {
    const action = event.target.closest("[data-action]")?.dataset.action;
    if (action === "retry") {
      remember(null); // both ways again
      location.reload();
    } else if (action === "save-backup") {
      backup();
    }
  });

  ready.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  banners.observe(document.body ?? root, { childList: true, subtree: true });
  if (thread === "worker") watchWorker();
  expect("begin");
})();
