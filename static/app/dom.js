// The table's Python reaches the page's elements through this one function, with plain values
// only. Python may run in a worker, where each page object it touches crosses as a proxy that
// Pyodide probes dozens of times, one round trip each; a selector and a value cross in one.
//
// A message is `{"changes": [operation...], "ask": operation}`, an operation being
// `[selector, op, ...args]`. The changes are applied in order, in this one task (so the page draws
// one frame for all of them), then the operation asked, if any, whose answer is returned:
// `{"value": ...}`, or `{"thrown": name, "message": ...}` for Python to raise. Nobody waits for a
// change, so what one throws is reported here, and the next are applied all the same.
//
// A selector names elements (an operation that changes them changes every match; one that reads
// reads the first), or, after "@", an object reached from `window` ("@location", "@localStorage").
// Functions of Python's that the page keeps (handlers) follow the message, and are passed after
// the asked operation's arguments: they cannot be JSON.
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

  function apply([selector, op, ...args], functions = []) {
    return ops[op](targets(selector), ...args, ...functions);
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
