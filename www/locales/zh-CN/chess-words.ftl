# Words of the area 'chess-words' (www/js/i18n/i18n.js: needWords).
