# Words of the area 'sight' (www/js/i18n/i18n.js: needWords).
