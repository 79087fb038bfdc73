// "Copy" buttons on the share page: shown only when the clipboard can be used;
// without JavaScript the readonly text areas are there to select by hand.
document.querySelectorAll("button.copy").forEach((button) => {
  if (!navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    const text = document.getElementById(button.dataset.copy).value;
    navigator.clipboard.writeText(text).then(() => {
      button.textContent = button.dataset.copied || "Copied";
    });
  });
});
