# Words of the area 'print' (www/js/i18n/i18n.js: needWords).
