// The site's first script, small and on its own so that it runs before the
// rest of the site's code has arrived: a game page opened at its start shows
// the picture of the start in the board's place at once (ui/board-preview.js).
// app.js then opens the page, which takes the picture's place.

import { showBoardPreview } from './ui/board-preview.js';

showBoardPreview(document.getElementById('app'), location.hash.replace(/^#/, ''));
