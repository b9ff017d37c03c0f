# Words of the area 'game' (www/js/i18n/i18n.js: needWords).
