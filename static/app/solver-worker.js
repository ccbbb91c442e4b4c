// The page's side of the solver's worker (py/solver_worker.py): it is started by the first
// question (show me, the live verdict, winnable deals only), not at every visit, and answers
// through PyScript's handle on it. Questions come from the table's Python
// (py/table/browser/solver_worker.py), which may itself run in a worker: a worker cannot reach another
// worker's exports, the page can.
(() => {
  const NAME = "solver"; // the name PyScript knows it by
  const SOURCE = "./py/solver_worker.py";
  const CONFIG = "./pyscript.toml"; // the page's: the same boot, with our packages, from the same snapshot
  let exports = null; // a promise of the worker's exports, once asked
  const BOOT_BOUND_MS = 60_000;

  function start() {
    let script = document.querySelector(`script[type="py"][name="${NAME}"]`);
    if (!script) {
      script = document.createElement("script");
      script.type = "py";
      script.setAttribute("worker", "");
      script.setAttribute("name", NAME);
      script.setAttribute("config", CONFIG);
      script.src = SOURCE;
      document.body.append(script);
    }
    return script;
  }

  // The worker's exports once it is ready; rejected if it fails, or is not ready in time (a bound
  // several times a cold start on a slow phone): a question then gets an answer that says so,
  // never a wait with no end, and the next question starts the worker anew.
  function booted() {
    return new Promise((resolve, reject) => {
      if (typeof Worker !== "function") throw new Error("this browser runs no workers");
      const script = start();
      let settled = false;
      const failed = (error) => {
        settled = true;
        clearTimeout(timer);
        reject(error);
      };
      const timer = setTimeout(() => failed(new Error("it did not start in time")), BOOT_BOUND_MS);
      // PyScript takes a new script up on a later turn, and then hangs its worker on it.
      const look = () => {
        if (settled) return;
        if (!script.xworker) {
          setTimeout(look, 10);
          return;
        }
        script.xworker.addEventListener("error", (event) => {
          event.preventDefault(); // answered here, as the questions' answer
          failed(new Error(event.message || "its worker failed"));
        });
        script.xworker.ready.then(({ sync }) => {
          settled = true;
          clearTimeout(timer);
          resolve(sync);
        }, failed);
      };
      look();
    });
  }

  function forget() {
    const script = document.querySelector(`script[type="py"][name="${NAME}"]`);
    script?.xworker?.terminate();
    script?.remove();
    exports = null;
  }

  // Asks about the position in `board` (its text), searching at most `seconds` (with `shorten`, a
  // win found early spends the rest on a shorter line); `reply` gets the worker's JSON text, or an
  // answer in the same form if the worker cannot be reached: "unavailable" if it did not start,
  // "error" if it failed while searching.
  function ask(board, seconds, reply, shorten = true) {
    exports ??= booted();
    exports.then(
      (worker) =>
        worker.solve(String(board), Number(seconds), shorten !== false).then(
          (text) => reply(String(text)),
          (error) => reply(JSON.stringify({ verdict: "error", message: `the solver's worker failed: ${error}` })),
        ),
      (error) => {
        forget();
        reply(JSON.stringify({ verdict: "unavailable", message: error.message }));
      },
    );
  }

  window.solitaireSolver = { start: () => void start(), ask };
})();
