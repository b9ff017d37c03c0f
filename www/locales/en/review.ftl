# Words of the area 'review' (www/js/i18n/i18n.js: needWords).
