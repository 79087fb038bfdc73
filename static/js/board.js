// The board's selection and keys. htmx makes every request; this script only picks
// the cell, keeps the forms' hidden cell and mode fields in step, and maps keys to actions.
(function () {
  "use strict";

  var selected = null; // index 0..80 of the selected cell
  var highlight = 0; // the digit whose cells are highlighted, 0 for none
  var brush = 0; // digit-first mode: the digit picked on the pad, 0 for none

  function table() {
    return document.querySelector("#board table");
  }

  function byId(id) {
    return document.getElementById(id);
  }

  // The page's words for what this script says, in the page's language (data-words on #game).
  var WORDS = (function () {
    var game = document.getElementById("game");
    try {
      return JSON.parse((game && game.dataset.words) || "{}");
    } catch (error) {
      return {};
    }
  })();

  function word(key, fallback) {
    return WORDS[key] || fallback;
  }

  function readSelection() {
    var input = document.querySelector('#pad input[name="cell"]');
    selected = input && input.value !== "" ? Number(input.value) : null;
    var lit = document.querySelector('#pad input[name="highlight"]');
    highlight = lit && lit.value !== "" ? Number(lit.value) : 0;
  }

  function setHighlight(digit) {
    highlight = digit;
    var select = byId("highlight");
    if (select) select.value = digit ? String(digit) : "";
    paint(false);
  }

  // Selected cell, the cells sharing one of its houses, and the cells holding its digit.
  function paint(focus) {
    var grid = table();
    if (!grid) return;
    var cells = grid.querySelectorAll("td[data-cell]");
    // The table names the highlighted digit, so only that digit's marks stand out (app.css).
    for (var k = 1; k <= 9; k++) grid.classList.toggle("lit-" + k, highlight === k);
    var target = selected === null ? null : cells[selected];
    var houses = target ? target.dataset.h.split(" ") : [];
    var value = target ? target.dataset.v : "0";
    cells.forEach(function (td, i) {
      var isSelected = i === selected;
      var peer = !isSelected && target !== null && td.dataset.h.split(" ").some(function (h) {
        return houses.indexOf(h) >= 0;
      });
      td.classList.toggle("sel", isSelected);
      td.classList.toggle("peer", peer);
      td.classList.toggle("same", value !== "0" && td.dataset.v === value);
      var d = String(highlight);
      td.classList.toggle(
        "lit",
        highlight > 0 && (td.dataset.v === d || (td.dataset.c || "").indexOf(d) >= 0)
      );
      td.setAttribute("aria-selected", isSelected ? "true" : "false");
      // One tab stop for the whole board; arrows move inside it. The cell's link is its
      // last child (a Killer cage's sum comes first).
      td.lastElementChild.tabIndex = isSelected || (selected === null && i === 0) ? 0 : -1;
    });
    document.querySelectorAll('input[name="cell"]').forEach(function (input) {
      input.value = selected === null ? "" : String(selected);
    });
    document.querySelectorAll('input[name="highlight"]').forEach(function (input) {
      input.value = highlight ? String(highlight) : "";
    });
    document.querySelectorAll("#pad .digits button[name=digit]").forEach(function (button) {
      if (button.value !== "0") {
        button.setAttribute("aria-pressed", brush && Number(button.value) === brush ? "true" : "false");
        if (!brush) button.removeAttribute("aria-pressed");
      }
    });
    paintWhyNot(target, selected);
    paintCage(target);
    if (focus && target) target.lastElementChild.focus();
  }

  // A Killer's combinations follow the selected cell: its cage's line shown (data-h "k<n>").
  function paintCage(target) {
    var panel = byId("cage-combos");
    if (!panel) return;
    var cage = null;
    (target ? target.dataset.h.split(" ") : []).forEach(function (h) {
      if (h.charAt(0) === "k") cage = h.slice(1);
    });
    panel.querySelectorAll("p[data-cage]").forEach(function (line) {
      line.hidden = line.dataset.cage !== cage;
    });
    var none = panel.querySelector(".cage-none");
    if (none) none.hidden = cage !== null;
  }

  // "Why can't r1c1 be…" in the hint panel follows the selected cell: shown for an empty
  // cell, with a button for each of its candidates (the board's data-p).
  function paintWhyNot(target, cell) {
    var form = byId("why-not");
    if (!form) return;
    var open = !!target && target.dataset.v === "0";
    form.hidden = !open;
    if (!open) return;
    var name = "r" + (Math.floor(cell / 9) + 1) + "c" + ((cell % 9) + 1);
    var title = byId("why-not-title");
    if (title) title.textContent = (form.dataset.title || "").replace("{cell}", name);
    var possible = target.dataset.p || "";
    form.querySelectorAll("button[name=digit]").forEach(function (button) {
      button.hidden = possible.indexOf(button.value) < 0;
    });
  }

  // Pencil mode is the page's own state: an answer to Shift+digit is rendered in pencil
  // mode (that move's mode), which must not switch the pad over for the moves after it.
  var pencilOn = false;

  function pencilMode() {
    return pencilOn;
  }

  function syncMode() {
    var mode = pencilOn ? "pencil" : "value";
    var box = byId("pencil");
    if (box) box.checked = pencilOn;
    document.querySelectorAll('input[type="hidden"][name="mode"]').forEach(function (input) {
      input.value = mode;
    });
    var controls = byId("controls");
    if (controls) controls.classList.toggle("pencil-mode", mode === "pencil");
  }

  function say(text, error) {
    var status = byId("status");
    if (!status) return;
    var message = status.querySelector(".message");
    if (!message) {
      message = document.createElement("span");
      message.className = "message";
      status.appendChild(message);
    }
    message.textContent = text;
    status.classList.toggle("error", !!error);
    var announce = byId("announce");
    if (announce) announce.textContent = text;
  }

  // A move from the keyboard: its digit and mode go with it, whatever the form says later.
  function send(digit, pencil) {
    var pad = byId("pad");
    if (!pad || typeof htmx === "undefined") return;
    if (selected === null) {
      say(word("select_cell", "Select a cell first."), true);
      return;
    }
    var values = formValues(pad, null);
    values.cell = String(selected);
    values.digit = String(digit);
    values.mode = pencil ? "pencil" : "value";
    enqueue("post", pad.getAttribute("action"), values);
  }

  // ----- one request at a time ------------------------------------------------------
  // Every request of the game page goes through this queue, in the order asked. Left to
  // htmx, a second key pressed before the first answer either went out with the same
  // version (and was refused as if another tab had moved) or waited on a form that the
  // first answer then replaced (and was dropped without a word). Here each one leaves
  // when the one before has been answered and swapped in, with the version the page
  // holds by then: the player's own earlier moves are not "another tab". A 409 (the game
  // changed elsewhere, or nothing to undo) drops what is still waiting: the player looks
  // at the fresh board before anything more is sent.
  var queue = [];
  var busy = false;
  var releasing = false;

  function formValues(form, submitter) {
    var values = {};
    new FormData(form).forEach(function (value, name) {
      values[name] = value;
    });
    // The button pressed names the digit or the step (added by hand: older browsers'
    // FormData takes no submitter).
    if (submitter && submitter.name) values[submitter.name] = submitter.value;
    return values;
  }

  function pageField(name) {
    var input = document.querySelector('#controls input[name="' + name + '"]');
    return input ? input.value : null;
  }

  function enqueue(verb, path, values) {
    // Paused, the game takes nothing: Resume first.
    if (clock.paused) return;
    queue.push({ verb: verb, path: path, values: values });
    pump();
  }

  function pump() {
    var root = byId("game");
    if (busy || !queue.length || !root) return;
    var next = queue.shift();
    var values = next.values;
    if (next.verb === "post") {
      // A step of the list is named by its place in the list, which only holds for the
      // version it was listed on; everything else applies to the board as it now is.
      if (!values.step && pageField("version") !== null) values.version = pageField("version");
      if (pageField("csrf_token") !== null) values.csrf_token = pageField("csrf_token");
      values.seconds = String(Math.floor(clock.seconds));
    }
    busy = true;
    releasing = true;
    var sent;
    try {
      sent = htmx.ajax(next.verb.toUpperCase(), next.path, {
        source: root,
        values: values,
        target: "#board",
        swap: "outerHTML",
      });
    } finally {
      releasing = false;
    }
    var done = function () {
      busy = false;
      pump();
    };
    if (sent && typeof sent.then === "function") sent.then(done, done);
    else done();
  }

  // htmx asks before every request; the game's requests join the queue instead.
  document.addEventListener("htmx:confirm", function (event) {
    var detail = event.detail;
    var elt = detail.elt;
    if (releasing || !elt || !elt.closest || !elt.closest("#game")) return;
    event.preventDefault();
    // The highlight is the page's own: no request needed.
    if (elt.classList && elt.classList.contains("highlight")) {
      var select = byId("highlight");
      setHighlight(select && select.value ? Number(select.value) : 0);
      return;
    }
    var values = {};
    if (detail.verb !== "get") {
      var form = elt.tagName === "FORM" ? elt : elt.closest("form");
      var trigger = detail.triggeringEvent;
      var active = document.activeElement;
      var submitter =
        (trigger && trigger.submitter) ||
        (active && active.form === form && active.type === "submit" ? active : null);
      if (form) values = formValues(form, submitter);
    }
    enqueue(detail.verb, detail.path, values);
  });

  document.addEventListener("htmx:afterRequest", function (event) {
    var xhr = event.detail.xhr;
    if (xhr && xhr.status === 409) queue.length = 0;
  });

  document.addEventListener("htmx:sendError", function () {
    queue.length = 0;
    say(word("unreachable", "The server could not be reached, so that was not saved. Try again in a moment."), true);
  });

  document.addEventListener("htmx:responseError", function (event) {
    var xhr = event.detail.xhr;
    if (xhr && xhr.status >= 500) {
      queue.length = 0;
      say(word("server_error", "Something went wrong on our side; the game is as it was before that action."), true);
    }
  });

  function press(id, event) {
    var button = byId(id);
    if (button && !button.disabled && button.getAttribute("aria-disabled") !== "true") {
      event.preventDefault();
      button.click();
      return true;
    }
    return false;
  }

  function moveBy(rows, cols, event) {
    event.preventDefault();
    if (selected === null) {
      selected = 0;
    } else {
      var r = Math.min(8, Math.max(0, Math.floor(selected / 9) + rows));
      var c = Math.min(8, Math.max(0, (selected % 9) + cols));
      selected = r * 9 + c;
    }
    paint(true);
  }

  function typing(target) {
    if (!target || !target.tagName) return false;
    var tag = target.tagName;
    return tag === "TEXTAREA" || tag === "SELECT" ||
      (tag === "INPUT" && target.type !== "checkbox" && target.type !== "hidden");
  }

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || typing(event.target)) return;
    if (clock.paused) return;
    var key = event.key;
    if (event.ctrlKey || event.metaKey) {
      if (key === "z" || key === "Z") press(event.shiftKey ? "redo" : "undo", event);
      else if (key === "y" || key === "Y") press("redo", event);
      return;
    }
    var digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code || "");
    if (digit || /^[1-9]$/.test(key)) {
      event.preventDefault();
      var number = Number(digit ? digit[1] : key);
      if (whyNext) {
        whyNext = false;
        // The digit's button in the hint panel, shown or not: a digit that is no candidate
        // there is answered too (nothing to rule out).
        press("why-" + number, event);
        return;
      }
      if (filterNext) {
        filterNext = false;
        setHighlight(highlight === number ? 0 : number);
        say(highlight
          ? word("highlighting", "Highlighting {digit}.").replace("{digit}", number)
          : word("highlight_off", "Highlight off."));
        return;
      }
      send(number, event.shiftKey || pencilMode());
      return;
    }
    filterNext = false;
    if (key === "?") {
      event.preventDefault();
      whyNext = true;
      say(selected === null
        ? word("why_select", "Why not: select a cell first, then press ? and a digit.")
        : word("why_digit", "Why not: press the digit you doubt in this cell."));
      return;
    }
    whyNext = false;
    var inBoard = event.target === document.body || !!event.target.closest("#board");
    // In the hint panel, the arrows walk its proof: right is the next line, left the last.
    var inHint = !!event.target.closest("#hint-panel");
    if (inHint && (key === "ArrowRight" || key === "ArrowLeft")) {
      var link = document.querySelector(
        key === "ArrowRight" ? "#hint-panel .stepper a[rel=next]" : "#hint-panel .stepper a[rel=prev]"
      );
      if (link) {
        event.preventDefault();
        link.click();
      }
      return;
    }
    switch (key) {
      case "Escape":
        if (highlight) {
          setHighlight(0);
          say(word("highlight_off", "Highlight off."));
        }
        break;
      case "ArrowUp": if (inBoard) moveBy(-1, 0, event); break;
      case "ArrowDown": if (inBoard) moveBy(1, 0, event); break;
      case "ArrowLeft": if (inBoard) moveBy(0, -1, event); break;
      case "ArrowRight": if (inBoard) moveBy(0, 1, event); break;
      case "Backspace":
      case "Delete":
        event.preventDefault();
        send(0, false);
        break;
      case "h":
      case "H":
        press("hint-button", event);
        break;
      case "a":
      case "A":
        if (!press("apply-hint", event)) {
          var level = byId("hint-title");
          say(level && Number(level.dataset.level) > 0 && Number(level.dataset.level) < 3
            ? word("apply_later", "Apply comes with the third hint: press H to see more first.")
            : word("no_hint", "There is no hint to apply: press H for one."));
        }
        break;
      case "f":
      case "F":
        filterNext = true;
        say(word("highlight_help", "Highlight: press a digit (the same one again turns it off)."));
        break;
      case "p":
      case "P": {
        if (byId("pencil")) {
          pencilOn = !pencilOn;
          syncMode();
        }
        break;
      }
    }
  });

  var filterNext = false; // F pressed: the next digit picks the highlight
  var whyNext = false; // ? pressed: the next digit asks "why not?" about the selected cell

  document.addEventListener("click", function (event) {
    var key = event.target.closest && event.target.closest("#pad .digits button[name=digit]");
    if (key && key.value !== "0" && (event.altKey || digitFirst())) {
      // Alt+click highlights a digit; in digit-first mode the pad picks the digit to enter.
      event.preventDefault();
      var number = Number(key.value);
      if (digitFirst()) brush = brush === number ? 0 : number;
      setHighlight(highlight === number && !brush ? 0 : number);
      return;
    }
    var link = event.target.closest && event.target.closest("#board a");
    if (!link || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    selected = Number(link.parentElement.dataset.cell);
    paint(true);
    if (digitFirst() && brush) send(brush, pencilMode());
  });

  // Like pencil mode, digit first is the page's own state: the controls it sits in are
  // re-rendered by every answer.
  var digitFirstOn = false;

  function digitFirst() {
    return digitFirstOn;
  }

  function syncDigitFirst() {
    var box = byId("digit-first");
    if (!box) return;
    box.closest("label").hidden = false;
    box.checked = digitFirstOn;
  }

  // Tabbing onto the board selects the cell that takes the focus.
  document.addEventListener("focusin", function (event) {
    var link = event.target.closest && event.target.closest("#board a");
    if (!link) return;
    var cell = Number(link.parentElement.dataset.cell);
    if (cell !== selected) {
      selected = cell;
      paint(false);
    }
  });

  document.addEventListener("change", function (event) {
    if (event.target && event.target.id === "pencil") {
      pencilOn = event.target.checked;
      syncMode();
    }
    if (event.target && event.target.id === "highlight") {
      setHighlight(event.target.value ? Number(event.target.value) : 0);
    }
    if (event.target && event.target.id === "digit-first") {
      digitFirstOn = event.target.checked;
      brush = 0;
      paint(false);
      say(event.target.checked
        ? "Digit first: pick a digit on the pad, then tap the cells for it."
        : "Cell first: pick a cell, then its digit.");
    }
  });

  // ----- the clock ----------------------------------------------------------------
  // Counts while the tab is visible and the game is neither paused nor solved. Every move
  // carries it to the server; leaving or hiding the tab saves it too.
  var clock = { seconds: 0, paused: false, last: Date.now() };

  function show(seconds) {
    var s = Math.floor(seconds);
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
    var mm = h ? (m < 10 ? "0" : "") + m : String(m);
    return (h ? h + ":" : "") + mm + ":" + (r < 10 ? "0" : "") + r;
  }

  function solved() {
    var grid = table();
    return !!(grid && grid.classList.contains("solved"));
  }

  function tick() {
    var now = Date.now();
    if (!clock.paused && !document.hidden && !solved()) clock.seconds += (now - clock.last) / 1000;
    clock.last = now;
    var timer = byId("timer");
    if (timer) timer.textContent = show(clock.seconds);
  }

  function saveTime() {
    var pad = byId("pad");
    if (!pad || !navigator.sendBeacon || pageField("csrf_token") === null) return;
    var data = new FormData();
    data.append("csrf_token", pageField("csrf_token"));
    data.append("seconds", String(Math.floor(clock.seconds)));
    navigator.sendBeacon(pad.getAttribute("action").replace(/\/move$/, "/time"), data);
  }

  function setPaused(paused) {
    clock.paused = paused;
    var button = byId("pause");
    if (button) {
      button.setAttribute("aria-pressed", paused ? "true" : "false");
      button.value = paused ? "0" : "1";
      button.textContent = paused ? word("resume", "Resume") : word("pause", "Pause");
    }
    var game = byId("game");
    if (game) game.classList.toggle("paused", paused);
    // The board and everything that acts on it are out of reach until Resume: no tap, no
    // focus (the keys wait too, see the keydown handler, and the queue sends nothing).
    document.querySelectorAll("#board, #game .side, #steps-panel").forEach(function (part) {
      part.inert = paused;
    });
  }

  document.addEventListener("visibilitychange", function () {
    tick();
    if (document.hidden) saveTime();
  });
  window.addEventListener("pagehide", function () {
    tick();
    saveTime();
  });
  // Pause is kept by the server too (it takes no action on a paused game): the request
  // joins the queue behind what was asked before it, and Resume goes out before anything
  // asked after it.
  document.addEventListener("click", function (event) {
    var button = event.target && event.target.closest && event.target.closest("#pause");
    if (!button || !button.form) return;
    event.preventDefault();
    tick();
    var path = button.form.getAttribute("action");
    if (clock.paused) {
      setPaused(false);
      enqueue("post", path, { paused: "0" });
    } else {
      enqueue("post", path, { paused: "1" });
      setPaused(true);
    }
  });

  // htmx puts the focus back on an element of the same id after a swap. When there is
  // none, or it is now disabled (Hint at its last level, Undo with nothing left), the focus
  // would fall to the page's start; it goes to the next thing to press instead.
  // (Undo, Redo and Hint are never disabled, only aria-disabled, so they keep the focus.)
  var NEXT_FOCUS = {
    "apply-hint": "hint-button",
    "stuck-reveal": "hint-button",
  };
  var focusedBefore = null;

  // The tools drawer stays as the player left it: the controls are re-rendered by every
  // answer, and the server cannot know whether it was open.
  var toolsOpen = null;

  document.addEventListener("htmx:beforeSwap", function () {
    var active = document.activeElement;
    focusedBefore = active && active !== document.body ? active : null;
    var tools = document.querySelector("#controls details.tools");
    toolsOpen = tools ? tools.open : null;
  });

  function keepFocus() {
    var before = focusedBefore;
    focusedBefore = null;
    var active = document.activeElement;
    if (!before || (active && active !== document.body && active.isConnected)) return;
    var choices = [NEXT_FOCUS[before.id]];
    if (before.id === "step-through" || /^proof-/.test(before.id)) {
      // Walking a proof: stay on the control pressed, else its neighbour in the stepper.
      choices = [before.id, "proof-next", "proof-back", "step-through", "hint-button"];
    }
    if (before.closest && before.closest("#steps-panel")) choices.push("toggle-steps");
    choices.push(selected === null ? "c0" : "c" + selected);
    for (var i = 0; i < choices.length; i++) {
      var next = choices[i] && byId(choices[i]);
      if (next && !next.disabled) {
        next.focus();
        return;
      }
    }
  }

  // Fresh fragments arrive with the server's idea of the view; keep ours.
  document.addEventListener("htmx:afterSettle", function () {
    var tools = document.querySelector("#controls details.tools");
    if (tools && toolsOpen !== null) tools.open = toolsOpen || tools.open;
    paint(false);
    syncMode();
    syncDigitFirst();
    keepFocus();
    tick();
    // On a phone the hint's drawing must be in view with its words.
    var grid = table();
    var active = document.activeElement;
    if (grid && active && active.id === "hint-button" && grid.getBoundingClientRect().top < 0) {
      grid.scrollIntoView({ block: "start" });
    }
  });

  var timer = byId("timer");
  if (timer) {
    clock.seconds = Number(timer.dataset.seconds) || 0;
    // A game paused before (another visit, or without the script) opens paused.
    if (byId("game").classList.contains("paused")) setPaused(true);
    setInterval(tick, 1000);
  }
  syncDigitFirst();

  readSelection();
  pencilOn = !!(byId("pencil") && byId("pencil").checked);
  paint(false);
  syncMode();
})();
