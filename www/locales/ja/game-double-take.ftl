# Words of the area 'game-double-take' (www/js/i18n/i18n.js: needWords).
