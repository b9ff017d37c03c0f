# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).
