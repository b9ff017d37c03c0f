# Words of the area 'learn' (www/js/i18n/i18n.js: needWords).
