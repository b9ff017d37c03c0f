// A game page's keys: ← and → take back and replay, Home and End go to the
// start and the end, Escape lets go of the selection, and a letter or digit
// typed anywhere lands in the move box; in the move box itself, ← and → work
// while it is empty, and Escape clears it and leaves it for the board.

const FIELDS = ['INPUT', 'SELECT', 'TEXTAREA'];

/** The page's keydown handler (on the document). */
export function pageKeyHandler(page) {
  const keys = {
    ArrowLeft: () => page.undo(),
    ArrowRight: () => page.redo(),
    Home: () => page.goTo(0),
    End: () => page.goTo(page.snapshot.history.length),
  };
  return (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      page.input.escape();
      return;
    }
    if (FIELDS.includes(event.target.tagName) || event.target === page.input.canvas) return;
    if (keys[event.key]) {
      event.preventDefault();
      keys[event.key]();
    } else if (/^[a-z0-9@!]$/i.test(event.key) && event.target.tagName !== 'BUTTON') {
      page.ui.moveInput.focus(); // the key lands in the move box
    }
  };
}

/** The move box's keydown handler. */
export function moveBoxKeyHandler(page) {
  return (event) => {
    const { moveInput, moveError } = page.ui;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      moveInput.value = '';
      moveError.textContent = '';
      page.input.canvas.focus();
    } else if (moveInput.value === '' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      if (event.key === 'ArrowLeft') page.undo();
      else page.redo();
    }
  };
}
