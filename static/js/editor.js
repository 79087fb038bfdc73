// The puzzle editor's keys: a digit fills the cell and moves on, so a row is typed in one
// go; Backspace, Delete, 0 and . clear; the arrow keys move. The form works without this
// script (81 inputs and a text field for your own digits); htmx checks as you type.
(function () {
  "use strict";

  var last = 0; // the cell the pad types into: the last one focused

  function form() {
    return document.getElementById("editor");
  }

  function cells() {
    var editor = form();
    return editor ? editor.querySelectorAll('input[name="cell"]') : [];
  }

  function indexOf(input) {
    return Number(input.id.slice(1));
  }

  function typingOwn() {
    var chosen = form().querySelector('input[name="typing"]:checked');
    return chosen !== null && chosen.value === "own";
  }

  // The player's own digits as the form sends them: 81 characters, "." for the rest.
  function keepOwn() {
    var field = document.getElementById("editor-own");
    if (!field) {
      return;
    }
    var text = "";
    cells().forEach(function (input) {
      text += input.dataset.own && input.value ? input.value : ".";
    });
    field.value = text;
  }

  // The player's notes as the form sends them: 81 groups, or nothing when there are none.
  function keepNotes() {
    var field = document.getElementById("editor-notes");
    if (!field) {
      return;
    }
    var groups = [];
    var any = false;
    cells().forEach(function (input) {
      groups.push(input.dataset.notes || "");
      any = any || Boolean(input.dataset.notes);
    });
    field.value = any ? groups.join(",") : "";
  }

  // What a screen reader hears of a cell: its name, then words such as "your digit".
  function say(input, words, on) {
    var parts = (input.getAttribute("aria-label") || "").split(", ").filter(function (part) {
      return part !== words;
    });
    if (on) {
      parts.splice(1, 0, words);
    }
    input.setAttribute("aria-label", parts.join(", "));
  }

  // A digit typed into a noted cell takes the notes' place.
  function dropNotes(input) {
    if (!input.dataset.notes) {
      return;
    }
    var shown = input.parentElement.querySelector(".cell-notes");
    if (shown) {
      shown.remove();
    }
    say(input, input.dataset.notesSaid, false);
    input.parentElement.classList.remove("noted");
    delete input.dataset.notes;
    keepNotes();
  }

  function setOwn(input, own) {
    var cell = input.parentElement;
    if (own) {
      input.dataset.own = "1";
    } else {
      delete input.dataset.own;
    }
    cell.classList.toggle("own", own);
    cell.classList.toggle("given", !own);
    var kind = document.getElementById("editor-kind");
    if (kind) {
      say(input, kind.dataset.mine, own);
    }
  }

  function fill(input, digit) {
    var cell = input.parentElement;
    dropNotes(input);
    if (digit) {
      input.value = String(digit);
      setOwn(input, typingOwn());
      cell.classList.remove("open");
    } else {
      input.value = "";
      setOwn(input, false);
      cell.classList.remove("own", "given");
      cell.classList.add("open");
    }
    keepOwn();
    showKind();
    // htmx listens for this (hx-trigger="typed"): a value set by script fires no input event.
    input.dispatchEvent(new CustomEvent("typed", { bubbles: true }));
  }

  function go(index) {
    var all = cells();
    if (index < 0 || index >= all.length) {
      return;
    }
    all[index].focus();
    all[index].select();
  }

  var MOVES = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };

  function onKey(event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== "cell") {
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    var index = indexOf(input);
    var key = event.key;
    if (key >= "1" && key <= "9") {
      event.preventDefault();
      fill(input, Number(key));
      go(index + 1);
    } else if (key === "0" || key === "." || key === " ") {
      event.preventDefault();
      fill(input, 0);
      go(index + 1);
    } else if (key === "Delete") {
      event.preventDefault();
      fill(input, 0);
    } else if (key === "Backspace") {
      event.preventDefault();
      if (input.value) {
        fill(input, 0);
      } else if (index > 0) {
        go(index - 1);
        fill(cells()[index - 1], 0);
      }
    } else if (Object.prototype.hasOwnProperty.call(MOVES, key)) {
      event.preventDefault();
      var next = index + MOVES[key];
      if (next >= 0 && next < 81) {
        go(next);
      }
    } else if (key.length === 1) {
      event.preventDefault(); // a cell holds one digit and nothing else
    }
  }

  // Phones' keyboards may send no key name: read what the input now holds instead.
  function onInput(event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== "cell") {
      return;
    }
    var digits = input.value.replace(/[^1-9]/g, "");
    var digit = digits ? Number(digits.slice(-1)) : 0;
    fill(input, digit);
    if (digit) {
      go(indexOf(input) + 1);
    }
  }

  // One tab stop for the whole board, the cell last visited (the arrow keys move inside
  // it), so Tab leaves the board for Start and the rest of the page. Without the script
  // every cell stays a tab stop, as it must when there are no arrow keys.
  function rove(index) {
    cells().forEach(function (input, i) {
      input.tabIndex = i === index ? 0 : -1;
    });
  }

  function onFocus(event) {
    var input = event.target;
    if (input instanceof HTMLInputElement && input.name === "cell") {
      last = indexOf(input);
      rove(last);
      input.select();
      showKind();
    }
  }

  // "Given ⇄ yours" names what it would do to the cell the cursor is on.
  function showKind() {
    var kind = document.getElementById("editor-kind");
    var input = cells()[last];
    if (!kind || !input) {
      return;
    }
    var name = "r" + (Math.floor(last / 9) + 1) + "c" + ((last % 9) + 1);
    if (input.value) {
      kind.removeAttribute("aria-disabled");
      kind.textContent = (input.dataset.own ? kind.dataset.given : kind.dataset.yours).replace(
        "{cell}",
        name
      );
    } else {
      kind.setAttribute("aria-disabled", "true");
      kind.textContent = kind.dataset.none;
    }
  }

  // The cell the cursor is on changes kind in place (no round trip): its digit becomes
  // the player's, or a given. (Without the script the form names the cell and posts.)
  function onKind(event) {
    if (!event.target.closest || !event.target.closest("#editor-kind")) {
      return;
    }
    var input = cells()[last];
    if (!input || !input.value) {
      return;
    }
    setOwn(input, !input.dataset.own);
    keepOwn();
    showKind();
    input.dispatchEvent(new CustomEvent("typed", { bubbles: true }));
  }

  function onPad(event) {
    var key = event.target.closest(".editor-pad .key");
    if (!key) {
      return;
    }
    var input = cells()[last];
    var digit = Number(key.dataset.digit);
    fill(input, digit);
    go(digit ? Math.min(last + 1, 80) : last);
  }

  // The status line names cells (a clash, a cell with no digit left, where two solutions
  // differ): mark them on the board, for the eye and for screen readers.
  function markNamed() {
    var status = document.getElementById("entry-status");
    if (!status || !form()) {
      return;
    }
    var named = (status.dataset.marked || "").split(" ").filter(Boolean).map(Number);
    cells().forEach(function (input, index) {
      var marked = named.indexOf(index) >= 0;
      input.parentElement.classList.toggle("conflict", marked);
      if (marked) {
        input.setAttribute("aria-invalid", "true");
        input.setAttribute("aria-describedby", "entry-status");
      } else {
        input.removeAttribute("aria-invalid");
        input.removeAttribute("aria-describedby");
      }
    });
  }

  function start() {
    var editor = form();
    if (!editor || editor.dataset.ready) {
      return;
    }
    // The page's CSS keys on this (the pad shown, the no-script field hidden).
    editor.dataset.ready = "1";
    rove(Math.min(last, 80));
    editor.addEventListener("keydown", onKey);
    editor.addEventListener("input", onInput);
    editor.addEventListener("focusin", onFocus);
    editor.addEventListener("click", onPad);
    editor.addEventListener("click", onKind);
    fixHere(editor);
    showKind();
  }

  // An editor sent to be fixed (a refused paste, a photo's doubtful cell, a digit of
  // yours to change) names its first cell to fix: the cursor goes there, in view.
  function fixHere(editor) {
    var index = editor.dataset.focus;
    if (index === undefined || index === "") {
      return;
    }
    var input = cells()[Number(index)];
    if (input) {
      // htmx may have focused it already (autofocus), before this script listened.
      last = Number(index);
      rove(last);
      editor.scrollIntoView({ block: "start" });
      input.focus({ preventScroll: true });
    }
  }

  // "Type my puzzle" on the home page's first screen: to the editor's first cell.
  function onEnterLink(event) {
    var link = event.target.closest && event.target.closest("a[data-enter]");
    var first = cells()[0];
    if (!link || !first) {
      return;
    }
    event.preventDefault();
    form().scrollIntoView({ block: "start" });
    first.focus({ preventScroll: true });
  }

  document.addEventListener("DOMContentLoaded", start);
  document.addEventListener("click", onEnterLink);
  document.addEventListener("htmx:load", function () {
    start();
    markNamed();
  });
  document.addEventListener("htmx:afterSwap", markNamed);
})();
