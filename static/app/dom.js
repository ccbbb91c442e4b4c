// The table's Python reaches the page's elements through this one function, with plain values
// only: `solitaireDom('[selector, op, ...args]')` returns the JSON of what the operation gave.
// Python may run in a worker, where each page object it touches crosses as a proxy that Pyodide
// probes dozens of times, one round trip each; a selector and a value cross in one.
//
// A selector names elements (an operation that changes them changes every match; one that reads
// reads the first), or, after "@", an object reached from `window` ("@location", "@localStorage").
// The answer is `{"value": ...}`, or `{"thrown": name, "message": ...}` for Python to raise.
// Functions of Python's that the page keeps (handlers) follow the message, and are passed after
// its arguments: they cannot be JSON.
(() => {
  const ops = {
    set: (targets, props) => targets.forEach((target) => Object.assign(target, props)),
    get: (targets, name) => (targets.length ? targets[0][name] : null),
    attr: (targets, name, value) =>
      targets.forEach((target) => (value === null ? target.removeAttribute(name) : target.setAttribute(name, value))),
    toggle: (targets, name, on) => targets.forEach((target) => target.classList.toggle(name, on)),
    style: (targets, name, value) =>
      targets.forEach((target) => (value === null ? target.style.removeProperty(name) : target.style.setProperty(name, value))),
    call: (targets, method, ...args) => {
      let result = null;
      for (const target of targets) result = target[method](...args);
      return result;
    },
    attrs: (targets, name) => targets.map((target) => target.getAttribute(name)),
  };

  function targets(selector) {
    if (!selector.startsWith("@")) return [...document.querySelectorAll(selector)];
    let target = window;
    for (const name of selector.slice(1).split(".").filter(Boolean)) target = target?.[name];
    return target == null ? [] : [target];
  }

  window.solitaireDom = (message, ...functions) => {
    const [selector, op, ...args] = JSON.parse(message);
    try {
      return JSON.stringify({ value: ops[op](targets(selector), ...args, ...functions) ?? null });
    } catch (error) {
      return JSON.stringify({ thrown: error?.name ?? "Error", message: String(error?.message ?? error) });
    }
  };
})();
