# Words of the area 'game-one-ring' (www/js/i18n/i18n.js: needWords).
