# Words of the area 'game-double-eighteen-stone' (www/js/i18n/i18n.js: needWords).
