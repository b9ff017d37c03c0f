# Words of the area 'game-chess' (www/js/i18n/i18n.js: needWords).
