# Words of the area 'play' (www/js/i18n/i18n.js: needWords).
