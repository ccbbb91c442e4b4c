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

  async function booted() {
    const script = start();
    // PyScript takes a new script up on a later turn, and then hangs its worker on it.
    while (!script.xworker) await new Promise((resolve) => setTimeout(resolve, 10));
    return (await script.xworker.ready).sync;
  }

  // Asks about the position in `board` (its text), searching at most `seconds` (with `shorten`, a
  // win found early spends the rest on a shorter line); `reply` gets the worker's JSON text, or an
  // error answer in the same form if the worker cannot be reached.
  function ask(board, seconds, reply, shorten = true) {
    exports ??= booted();
    exports
      .then((worker) => worker.solve(String(board), Number(seconds), shorten !== false))
      .then(
        (text) => reply(String(text)),
        (error) => reply(JSON.stringify({ verdict: "error", message: `the solver's worker failed: ${error}` })),
      );
  }

  window.solitaireSolver = { start: () => void start(), ask };
})();
