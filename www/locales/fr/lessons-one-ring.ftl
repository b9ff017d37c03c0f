# Les mots des leçons de The One Ring (www/data/lessons/one-ring.json) :
# lesson-one-ring-<leçon>-title et -summary ; pour l’étape n, -goal, -explain, -wrong et -done.

## extra-squares

lesson-one-ring-extra-squares-title = Les deux cases supplémentaires
lesson-one-ring-extra-squares-summary = c0 et c9 : les rois y commencent, et les lignes comme les sauts de cavalier passent par elles.
lesson-one-ring-extra-squares-1-explain = L’échiquier compte 40 cases plus deux cases supplémentaires, c0 et c9, où commencent les rois. Ce sont des cases ordinaires : les pièces y vont et les traversent comme n’importe quelle autre.
lesson-one-ring-extra-squares-1-goal = Une tour noire s’est posée en c0. Prenez-la.
lesson-one-ring-extra-squares-1-wrong = Cela ne prend rien : un saut de cavalier depuis a1 ou la diagonale depuis e2 atteint c0.
lesson-one-ring-extra-squares-1-done = De a1 à c0, c’est un saut de cavalier, et e2, d1, c0 forment une diagonale : c0 est une case comme les autres.
lesson-one-ring-extra-squares-2-explain = La colonne c est la ligne la plus longue : dix cases de c0 à c9. Un roi en c9 n’a que trois cases voisines : b8, c8 et d8.
lesson-one-ring-extra-squares-2-goal = Votre tour en a8 contrôle b8, c8 et d8. Matez le roi en c9.
lesson-one-ring-extra-squares-2-wrong = Ce n’est pas mat : amenez la tour de e4 sur la colonne c.
lesson-one-ring-extra-squares-2-done = La tour donne échec le long de la colonne c et chaque case voisine de c9 est contrôlée : échec et mat.
lesson-one-ring-extra-squares-3-explain = Un cavalier atteint c9 depuis a8, b7, d7 et e8. Ici, le roi noir est emmuré par ses propres pièces.
lesson-one-ring-extra-squares-3-goal = Matez le roi en c9 avec votre cavalier.
lesson-one-ring-extra-squares-3-wrong = Ce n’est pas mat : trouvez le saut de cavalier vers c9 depuis une case où aucune pièce noire ne peut prendre le cavalier.
lesson-one-ring-extra-squares-3-done = De d7 à c9, c’est un saut de cavalier : le roi ne peut pas bouger et rien ne prend le cavalier.

## ring-enters

lesson-one-ring-ring-enters-title = L’Anneau entre en jeu
lesson-one-ring-ring-enters-summary = La première perte des Blancs fait entrer l’Anneau : les Blancs le donnent à l’un de leurs pions.
lesson-one-ring-ring-enters-1-explain = L’Anneau commence hors de l’échiquier. Quand les Noirs prennent une pièce blanche pour la première fois, les Blancs choisissent, avant de jouer, l’un de leurs pions pour porter l’Anneau. Les Noirs viennent de prendre en b4.
lesson-one-ring-ring-enters-1-goal = Cliquez sur un pion pour lui donner l’Anneau. Choisissez-en un que les Noirs ne peuvent pas prendre tout de suite.
lesson-one-ring-ring-enters-1-wrong = Le pion en b4 peut prendre ce pion au coup suivant, et celui qui le prendrait mettrait l’Anneau.
lesson-one-ring-ring-enters-1-done = Ce choix n’est pas un coup : c’est toujours votre tour, et vous jouez maintenant comme d’habitude.
lesson-one-ring-ring-enters-2-explain = Notre lecture : un pion dont les coups de l’Anneau attaqueraient le roi noir ne peut pas être choisi ; le pion en c8 n’est donc pas proposé ici.
lesson-one-ring-ring-enters-2-goal = Donnez l’Anneau au pion qui peut le porter dans votre zone de promotion au coup suivant.
lesson-one-ring-ring-enters-2-wrong = Le pion en a3 est loin de la zone ; le pion en d7 n’est qu’à un pas.
lesson-one-ring-ring-enters-2-done = Au coup suivant, le pion en d7 peut aller en d8 ou en e8 et être promu ; notre lecture : il garde l’Anneau.

## ring-moves

lesson-one-ring-ring-moves-title = Les coups supplémentaires du porteur
lesson-one-ring-ring-moves-summary = Un porteur blanc gagne de petits pas ; un porteur noir se déplace aussi comme une dame.
lesson-one-ring-ring-moves-1-explain = Une pièce blanche qui porte l’Anneau peut en plus avancer d’une case tout droit, en diagonale vers l’avant ou de côté. Notre lecture : ces pas peuvent prendre.
lesson-one-ring-ring-moves-1-goal = Votre pion en c4 porte l’Anneau. Prenez la tour à côté de lui.
lesson-one-ring-ring-moves-1-wrong = Cela ne prend rien : l’Anneau permet à votre pion de faire un pas de côté en d4.
lesson-one-ring-ring-moves-1-done = Un pion ne peut pas prendre de côté, mais l’Anneau lui donne un pas de côté.
lesson-one-ring-ring-moves-2-explain = N’importe quelle pièce blanche peut porter l’Anneau : elle garde ses propres coups et y ajoute les pas d’une case. L’Anneau ne fait jamais reculer.
lesson-one-ring-ring-moves-2-goal = Votre cavalier en c4 porte l’Anneau. Prenez une pièce noire avec lui.
lesson-one-ring-ring-moves-2-wrong = Cela ne prend rien. La tour en c3 est derrière le cavalier, et l’Anneau ne donne aucun pas en arrière.
lesson-one-ring-ring-moves-2-done = Aucun saut de cavalier n’atteint d5, mais l’Anneau ajoute un pas en diagonale vers l’avant.
lesson-one-ring-ring-moves-3-explain = Ici, vous jouez les Noirs. Une pièce noire qui porte l’Anneau peut en plus se déplacer comme une dame.
lesson-one-ring-ring-moves-3-goal = Votre cavalier en e5 porte l’Anneau. Prenez la tour blanche en a5.
lesson-one-ring-ring-moves-3-wrong = Cela ne prend rien : glissez le long de la rangée 5 comme le ferait une dame.
lesson-one-ring-ring-moves-3-done = Le cavalier s’est déplacé comme une dame et porte toujours l’Anneau : un porteur noir est une pièce forte.

## corruption

lesson-one-ring-corruption-title = Prendre le porteur
lesson-one-ring-corruption-summary = Celui qui prend met l’Anneau, et une pièce blanche prise peut devenir noire.
lesson-one-ring-corruption-1-explain = Celui qui prend le porteur de l’Anneau met l’Anneau. Si les Noirs prennent un porteur blanc qui n’est pas un pion, celui-ci n’est pas retiré : il échange sa place avec la pièce qui le prend et devient noir.
lesson-one-ring-corruption-1-goal = Vous jouez les Noirs. Prenez la tour blanche en d4, qui porte l’Anneau.
lesson-one-ring-corruption-1-wrong = Prenez la tour en d4 avec votre fou pour voir ce qui se passe.
lesson-one-ring-corruption-1-done = La tour est allée en b6, d’où venait votre fou, et elle est maintenant noire ; votre fou porte l’Anneau.
lesson-one-ring-corruption-2-explain = La pièce corrompue se pose sur la case d’où venait la pièce qui l’a prise, et elle peut donner échec depuis là.
lesson-one-ring-corruption-2-goal = Vous jouez les Noirs. Matez les Blancs en un coup.
lesson-one-ring-corruption-2-wrong = Ce n’est pas mat : prenez le porteur de l’Anneau et réfléchissez à l’endroit où il se posera.
lesson-one-ring-corruption-2-done = La tour a échangé sa place avec votre fou et, devenue noire, donne échec le long de la rangée 1 : échec et mat.
lesson-one-ring-corruption-3-explain = Un porteur noir peut lui aussi être pris : c’est alors la pièce blanche qui le prend qui met l’Anneau.
lesson-one-ring-corruption-3-goal = Prenez le cavalier noir qui porte l’Anneau.
lesson-one-ring-corruption-3-wrong = Cela ne prend rien : votre pion en e4 peut prendre en d5.
lesson-one-ring-corruption-3-done = Votre pion porte maintenant l’Anneau. Seul un porteur blanc qui n’est pas un pion change de camp quand il est pris.

## destroy

lesson-one-ring-destroy-title = Détruire l’Anneau
lesson-one-ring-destroy-summary = Un porteur blanc dans la zone de promotion des Blancs peut détruire l’Anneau et gagner aussitôt.
lesson-one-ring-destroy-1-explain = La zone de promotion des Blancs est a8, b8, c9, d8 et e8. Un porteur blanc qui s’y trouve peut, pour tout son coup, détruire l’Anneau : les Blancs gagnent aussitôt.
lesson-one-ring-destroy-1-goal = Votre dame en b8 porte l’Anneau. Détruisez-le avec le bouton au-dessus de l’échiquier.
lesson-one-ring-destroy-1-wrong = Votre dame est déjà dans la zone : détruisez l’Anneau au lieu de jouer un coup.
lesson-one-ring-destroy-1-done = L’Anneau est détruit et les Blancs gagnent.
lesson-one-ring-destroy-2-explain = Sur la colonne c, la case de la zone est c9 : c8 n’est pas dans la zone.
lesson-one-ring-destroy-2-goal = Votre tour en c5 porte l’Anneau. Gagnez en deux coups.
lesson-one-ring-destroy-2-wrong = La tour doit d’abord atteindre la zone : c9, pas c8.
lesson-one-ring-destroy-2-done = La tour a atteint c9, une case de la zone, et a détruit l’Anneau.
lesson-one-ring-destroy-3-explain = Notre lecture : vous pouvez détruire l’Anneau même si votre roi est en échec, puisque la partie se termine avant que les Noirs ne jouent.
lesson-one-ring-destroy-3-goal = Votre roi est en échec par la tour en c4. Gagnez quand même.
lesson-one-ring-destroy-3-wrong = Inutile de fuir : détruire l’Anneau met fin à la partie aussitôt.
lesson-one-ring-destroy-3-done = L’Anneau est détruit avant que les Noirs ne puissent jouer : les Blancs gagnent.

## stalemate

lesson-one-ring-stalemate-title = Le pat perd
lesson-one-ring-stalemate-summary = Un joueur sans coup légal perd, même s’il n’est pas en échec.
lesson-one-ring-stalemate-1-explain = Dans The One Ring, le pat est une défaite : un joueur qui n’a aucun coup légal perd, même s’il n’est pas en échec.
lesson-one-ring-stalemate-1-goal = Laissez le roi noir en c9 sans aucun coup.
lesson-one-ring-stalemate-1-wrong = Le roi noir a encore une case où aller : b8, c8 ou d8.
lesson-one-ring-stalemate-1-done = Votre roi en c7 contrôle b8, c8 et d8 : les Noirs n’ont aucun coup et perdent.
lesson-one-ring-stalemate-2-goal = Gagnez en un coup, sans donner échec.
lesson-one-ring-stalemate-2-wrong = Les Noirs ont encore un coup. Contrôlez b8, c8 et d8 sans attaquer c9.
lesson-one-ring-stalemate-2-done = Depuis a8 (ou e8), la dame contrôle toute la rangée 8 mais pas c9 : les Noirs ne peuvent pas jouer et perdent.

## pawns

lesson-one-ring-pawns-title = Les pions : double pas et promotion
lesson-one-ring-pawns-summary = Seuls les pions sur leur deuxième rangée font un double pas ; la zone est a8, b8, c9, d8, e8.
lesson-one-ring-pawns-1-explain = Seuls les pions sur leur deuxième rangée peuvent avancer de deux cases : pour les Blancs, b2, c2 et d2. Les pions en a3 et e3 commencent une rangée plus haut et avancent d’une case.
lesson-one-ring-pawns-1-goal = Faites un double pas avec un pion.
lesson-one-ring-pawns-1-wrong = Ce n’est pas un double pas : avancez de deux cases un pion de la rangée 2.
lesson-one-ring-pawns-1-done = Les doubles pas ne partent que de la rangée 2, et la prise en passant fonctionne comme aux échecs.
lesson-one-ring-pawns-2-explain = Les pions blancs sont promus en a8, b8, c9, d8 et e8. c8 n’est pas dans la zone : un pion qui s’y trouve continue jusqu’en c9.
lesson-one-ring-pawns-2-goal = Promouvez un pion ce coup-ci.
lesson-one-ring-pawns-2-wrong = Ce coup ne promeut pas : b8 est dans la zone, mais pas c8.
lesson-one-ring-pawns-2-done = b8 est dans la zone. Le pion en c7 a besoin de deux pas : c8, puis c9.
lesson-one-ring-pawns-3-goal = Promouvez le pion en c8.
lesson-one-ring-pawns-3-wrong = Le pion en c8 est promu en avançant jusqu’en c9.
lesson-one-ring-pawns-3-done = c9 est dans la zone des Blancs. La zone des Noirs est a1, b1, c0, d1 et e1.
