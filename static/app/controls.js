// The page's controls (its buttons, the game picker, the forms, the file chooser) and the page's
// own events, told to the table's Python (py/table/browser/hands.py, to its router) as messages of
// plain values (`ControlMessage`, py/table/messages.py), one per event. What is only the page's
// chrome is done here, at once: the menu closes on a choice or a click elsewhere, and a dialog
// gives the focus back on closing. Python asks here, too, for what only the page knows: the
// system's look, and the player's date (a worker's clock could differ). Until Python connects, a
// tap is first-paint.js's to keep.
(() => {
  let tell = null; // Python's handler, once connected
  const send = (message) => tell?.(JSON.stringify(message));
  const menu = document.getElementById("menu");
  const summary = menu.querySelector("summary");
  const question = document.getElementById("question");
  const systemDark = window.matchMedia("(prefers-color-scheme: dark)");
  const openers = new Map(); // what had the focus before each dialog opened

  document.addEventListener("click", (event) => {
    if (!tell) return;
    const target = event.target;
    const inside = summary.contains(target) || target.closest("form"); // typing in a box of the menu keeps it open
    if (menu.open && !inside) {
      if (menu.contains(target)) summary.focus(); // a choice made: the focus waits on the menu's button
      menu.open = false;
    }
    const button = target.closest("[data-action]");
    if (button && !button.disabled) send({ action: button.dataset.action, choice: choiceOf(button) });
  });

  // The choice a control acts on: in the field its `data-choice` names (the statistics to reset),
  // or its own `data-grade` (a new deal of that difficulty).
  const choiceOf = (button) =>
    button.dataset.choice ? document.getElementById(button.dataset.choice).value : button.dataset.grade;

  // A form's fields by name: a box's check, the chosen one of radio buttons, any other's value.
  function fieldsOf(form) {
    const fields = {};
    for (const field of form.elements) {
      if (!field.name) continue;
      if (field.type === "checkbox") fields[field.name] = field.checked;
      else if (field.type !== "radio") fields[field.name] = field.value;
      else if (field.checked) fields[field.name] = field.value;
    }
    return fields;
  }

  function on(id, kind, message) {
    document.getElementById(id).addEventListener(kind, (event) => {
      if (!tell) return;
      if (kind === "submit") event.preventDefault(); // the deal boxes never leave the page
      send(message(event.currentTarget));
    });
  }
  on("variant", "change", (select) => ({ variant: select.value }));
  on("settings-form", "change", (form) => ({ settings: fieldsOf(form) }));
  on("stats-game", "change", (select) => ({ statsGame: select.value }));
  on("deal-form", "submit", (form) => ({ deal: form.elements.namedItem("deal").value }));
  on("daily-form", "submit", (form) => ({ day: form.elements.namedItem("day").value }));
  on("menu", "toggle", () => ({ menu: menu.open }));

  document.getElementById("import-file").addEventListener("change", (event) => {
    const file = event.target.files[0];
    event.target.value = ""; // the same file may be chosen again
    if (tell && file) file.text().then((text) => send({ imported: text }));
  });

  window.addEventListener("pagehide", () => send({ leaving: true })); // the clock's last seconds
  document.addEventListener("visibilitychange", () =>
    send({ seen: document.visibilityState === "visible", at: performance.now() }),
  );
  systemDark.addEventListener("change", () => send({ systemDark: systemDark.matches }));
  // Another tab of the site stored one of the player's values (`key`; null: all were cleared):
  // the table takes it in. The build names the values (scripts/write_contracts.py).
  const KEPT = [];
  window.addEventListener("storage", (event) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === null || KEPT.includes(event.key)) send({ stored: event.key });
  });
  // A transfer link opened in this very tab changes only the fragment: no new page, so it is sent,
  // and taken out of the address at once, as the page's first draw does on a new page.
  window.addEventListener("hashchange", () => {
    send({ fragment: location.hash });
    history.replaceState(null, "", location.pathname + location.search);
  });

  // A dialog that holds the focus until it closes; the menu closes first. On closing, the focus
  // goes back where it was, or, if that is gone (the offer of the help hides once taken), to the
  // menu's button, where the dialogs live. The result card comes after the win's celebration
  // (celebration.js), which a tap or a key ends.
  function openModal(id) {
    const dialog = document.getElementById(id);
    if (dialog.open) return;
    menu.open = false;
    openers.set(id, document.activeElement);
    const show = () => {
      if (!dialog.open) dialog.showModal();
    };
    if (id === "result" && window.solitaireCelebration) window.solitaireCelebration.play(show);
    else show();
  }
  document.addEventListener(
    "close",
    (event) => {
      const dialog = event.target;
      if (dialog.tagName !== "DIALOG" || dialog.open) return; // open again since: that close is told already
      const opener = openers.get(dialog.id);
      if (opener !== undefined) {
        openers.delete(dialog.id);
        if (opener?.isConnected && opener.checkVisibility()) opener.focus();
        else summary.focus();
      }
      // Told once the focus is back: the table may ask its next question at once (Python on the
      // page's thread draws before `send` returns).
      if (dialog !== question) send({ closed: dialog.dataset.dialog }); // by the name Python opens it by
      else if (dialog.dataset.question) {
        send({ answer: dialog.returnValue === "yes" ? "yes" : "no", question: dialog.dataset.question });
      }
    },
    true, // a dialog's close does not bubble: caught on its way down
  );

  // The question dialog (page.js draws it from the table's state) closes on its answer, which the
  // table hears as the dialog closes: a button's, or "no" when it closed any other way (Escape).
  question.addEventListener("click", (event) => {
    const button = event.target.closest("[data-answer]");
    if (button) question.close(button.dataset.answer);
  });

  function copy(text) {
    try {
      navigator.clipboard.writeText(text).then(
        () => send({ copied: true }),
        () => send({ copied: false }),
      );
    } catch {
      send({ copied: false }); // no clipboard here (an insecure page, an old browser)
    }
  }

  function download(name, text, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000); // Safari may read it after the click returns
  }

  window.solitaireControls = {
    connect: (handler) => {
      tell = handler;
    },
    get connected() {
      return tell !== null;
    },
    openModal,
    copy,
    download,
    systemDark: () => systemDark.matches,
    today: () => {
      const now = new Date(); // the player's own date
      return [now.getFullYear(), now.getMonth() + 1, now.getDate()];
    },
  };
})();
