# Words of the area 'game-king-of-rings' (www/js/i18n/i18n.js: needWords).
