// From a photo: the form posts one file and works without this script. With it, a chosen
// file is sent at once, a picture dropped on the form or pasted anywhere on the home page
// (a screenshot with Ctrl+V) goes into the file field and is sent the same way (htmx posts
// the form, the editor is swapped in place), a file over the limit is refused before it
// is sent, and after a reading the editor is brought into view at the first cell to check.
// A picture of several grids offers each in the status: a grid picked is read at once, the
// same file sent again with its `choice` (the file stays in the field; nothing is kept on
// the server).
(function () {
  "use strict";

  function form() {
    return document.getElementById("photo-form");
  }

  function field() {
    return document.getElementById("photo");
  }

  function say(words) {
    var status = document.getElementById("photo-status");
    if (!status) {
      return;
    }
    var line = document.createElement("p");
    line.className = "bad";
    line.textContent = words;
    status.replaceChildren(line);
  }

  // Put the file in the form's own field and send the form, as if it had been chosen.
  function send(file) {
    var photo = form();
    if (!photo || !file) {
      return;
    }
    if (file.size > Number(photo.dataset.maxBytes || Infinity)) {
      say(photo.dataset.tooLarge || "");
      return;
    }
    if (field().files[0] !== file) {
      var carrier = new DataTransfer();
      carrier.items.add(file);
      field().files = carrier.files;
    }
    // A new picture: its largest grid first, whatever was picked on the last one.
    var grids = photo.querySelector(".photo-grids");
    if (grids) {
      grids.remove();
    }
    photo.requestSubmit();
  }

  function imageIn(list) {
    for (var i = 0; list && i < list.length; i++) {
      var item = list[i];
      var file = item instanceof File ? item : item.kind === "file" ? item.getAsFile() : null;
      if (file && file.type.indexOf("image/") === 0) {
        return file;
      }
    }
    return null;
  }

  function onDrag(event) {
    if (event.dataTransfer && Array.prototype.indexOf.call(event.dataTransfer.types, "Files") >= 0) {
      event.preventDefault(); // without this the browser would open the picture instead
      form().classList.toggle("dragging", event.type !== "dragleave");
    }
  }

  function onDrop(event) {
    form().classList.remove("dragging");
    var file = event.dataTransfer && imageIn(event.dataTransfer.files);
    if (file) {
      event.preventDefault();
      send(file);
    }
  }

  // A picture on the clipboard, pasted anywhere on the home page. Text pastes are left
  // alone (the paste box and the editor's cells take those).
  function onPaste(event) {
    if (!form()) {
      return;
    }
    var file = event.clipboardData && imageIn(event.clipboardData.items);
    if (file) {
      event.preventDefault();
      send(file);
    }
  }

  // After a reading, the editor (possibly far up the page on a phone) comes into view,
  // the first cell to check focused, so one tap or one digit fixes it.
  function onRead(event) {
    if (event.detail.elt !== form() || !event.detail.successful) {
      return;
    }
    var editor = document.getElementById("editor");
    if (!editor) {
      return;
    }
    var first = editor.querySelector("td.corrected input, td.unsure input");
    editor.scrollIntoView({ block: "start" });
    if (first) {
      first.focus({ preventScroll: true });
    }
  }

  // "Busy, try again" comes as a 503, which the page's htmx settings do not swap: this
  // one carries only the status line's new words, so let it in.
  function onBeforeSwap(event) {
    if (event.detail.elt === form() && event.detail.xhr.status === 503) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  }

  // A cell the player has typed into is checked: its outline goes.
  function onTyped(event) {
    var input = event.target;
    if (input instanceof HTMLInputElement && input.name === "cell") {
      input.parentElement.classList.remove("unsure", "corrected");
    }
  }

  // Another grid of the same picture picked: read it.
  function onChoice(event) {
    var input = event.target;
    if (input instanceof HTMLInputElement && input.name === "choice" && field().files[0]) {
      form().requestSubmit();
    }
  }

  function start() {
    var photo = form();
    if (!photo || photo.dataset.ready) {
      return;
    }
    photo.dataset.ready = "1";
    photo.addEventListener("change", onChoice);
    field().addEventListener("change", function () {
      send(field().files[0]);
    });
    ["dragenter", "dragover", "dragleave"].forEach(function (name) {
      photo.addEventListener(name, onDrag);
    });
    photo.addEventListener("drop", onDrop);
  }

  // "Photograph it" on the home page's first screen: the file field's own chooser (the
  // camera on a phone) at once, rather than a scroll down to the form.
  function onPhotoLink(event) {
    var link = event.target.closest && event.target.closest("a[data-photo]");
    if (!link || !field()) {
      return;
    }
    event.preventDefault();
    field().click();
  }

  document.addEventListener("DOMContentLoaded", start);
  document.addEventListener("click", onPhotoLink);
  document.addEventListener("paste", onPaste);
  document.addEventListener("htmx:afterRequest", onRead);
  document.addEventListener("htmx:beforeSwap", onBeforeSwap);
  document.addEventListener("typed", onTyped);
  document.addEventListener("input", onTyped);
})();
