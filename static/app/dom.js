// The table's Python reaches the browser's objects through this one function, with plain values
// only: storage, the address, the clock, and the page's own scripts (page.js draws the elements).
// Python may run in a worker, where each page object it touches crosses as a proxy that Pyodide
// probes dozens of times, one round trip each; a name and a value cross in one.
//
// A message is `{"changes": [operation...], "ask": operation}`, an operation being
// `[name, op, ...args]`, the name that of an object reached from `window` after "@" ("@location",
// "@localStorage", "@" for `window`). The changes are applied in order, in this one task (so the
// page draws one frame for all of them), then the operation asked, if any, whose answer is
// returned: `{"value": ...}`, or `{"thrown": name, "message": ...}` for Python to raise. Nobody
// waits for a change, so what one throws is reported here, and the next are applied all the same.
// Functions of Python's that the page keeps (handlers) follow the message, and are passed after
// the asked operation's arguments: they cannot be JSON.
(() => {
  const ops = {
    set: (target, props) => Object.assign(target, props),
    get: (target, name) => target?.[name] ?? null,
    call: (target, method, ...args) => target[method](...args),
  };

  function reach(name) {
    if (!name.startsWith("@")) throw new TypeError(`${name} is not an object reached from window`);
    let target = window;
    for (const part of name.slice(1).split(".").filter(Boolean)) target = target?.[part];
    return target;
  }

  function apply([name, op, ...args], functions = []) {
    return ops[op](reach(name), ...args, ...functions);
  }

  window.solitaireDom = (message, ...functions) => {
    const { changes, ask } = JSON.parse(message);
    for (const change of changes) {
      try {
        apply(change);
      } catch (error) {
        console.error(`The table could not ${change[1]} ${change[0]}: ${error}`);
      }
    }
    if (!ask) return "{}";
    try {
      return JSON.stringify({ value: apply(ask, functions) ?? null });
    } catch (error) {
      return JSON.stringify({ thrown: error?.name ?? "Error", message: String(error?.message ?? error) });
    }
  };
})();
