# Les mots des leçons de DoubleEIGHTEEN-STONEchess (www/data/lessons/double-eighteen-stone.json) :
# lesson-double-eighteen-stone-<leçon>-title et -summary ; pour l’étape n, -goal, -explain, -wrong et -done.

## stones-block

lesson-double-eighteen-stone-stones-block-title = Les pierres bloquent
lesson-double-eighteen-stone-stones-block-summary = Rien ne se pose sur une pierre ni ne la traverse, sauf un cavalier qui saute par-dessus.
lesson-double-eighteen-stone-stones-block-1-explain = Les 18 pierres n’appartiennent à personne et ne peuvent pas être prises. Elles bloquent comme des pièces : rien ne se pose sur une pierre ni ne la traverse.
lesson-double-eighteen-stone-stones-block-1-goal = Prenez la tour noire en h5. Deux de vos pièces sont bloquées par des pierres.
lesson-double-eighteen-stone-stones-block-1-wrong = Cela ne prend rien : les pierres en h3 et g4 bloquent la dame et le fou, mais la tour en a5 a le chemin libre.
lesson-double-eighteen-stone-stones-block-1-done = Seule la tour avait une ligne libre jusqu’en h5 : les pierres ont arrêté la dame et le fou.
lesson-double-eighteen-stone-stones-block-2-explain = Un cavalier saute : les pierres autour de lui ou sur son chemin ne l’arrêtent pas. Il ne peut cependant pas se poser sur une pierre.
lesson-double-eighteen-stone-stones-block-2-goal = La pierre en d4 bloque votre tour. Prenez la dame noire en d6 autrement.
lesson-double-eighteen-stone-stones-block-2-wrong = Cela ne prend rien : votre cavalier en c4 peut sauter par-dessus les pierres jusqu’en d6.
lesson-double-eighteen-stone-stones-block-2-done = Le cavalier a sauté par-dessus les pierres et pris la dame.
lesson-double-eighteen-stone-stones-block-3-explain = Le double pas d’un pion est bloqué par une pierre sur l’une ou l’autre des deux cases : la pierre en c3 bloque le pion c (il ne pourrait que s’échanger avec elle, comme le montre la leçon suivante), et la pierre en d4 ne laisse le pion d avancer que jusqu’en d3.
lesson-double-eighteen-stone-stones-block-3-goal = Avancez un pion de deux cases.
lesson-double-eighteen-stone-stones-block-3-wrong = Ce n’est pas un double pas : seul le pion e a les deux cases devant lui libres.
lesson-double-eighteen-stone-stones-block-3-done = Le pion e avait le chemin libre. Une pierre sur l’une ou l’autre case empêche le double pas.

## stone-swaps

lesson-double-eighteen-stone-stone-swaps-title = Échanger avec une pierre
lesson-double-eighteen-stone-stone-swaps-summary = Au lieu d’un coup d’échecs, une pièce peut échanger sa place avec une pierre voisine.
lesson-double-eighteen-stone-stone-swaps-1-explain = Un tour peut être un échange avec une pierre au lieu d’un coup d’échecs : l’une de vos pièces échange sa place avec une pierre voisine sur la même colonne ou la même rangée (pas en diagonale).
lesson-double-eighteen-stone-stone-swaps-1-goal = Matez en un coup. Votre tour ne peut pas passer la pierre en f3, mais elle peut s’échanger avec elle.
lesson-double-eighteen-stone-stone-swaps-1-wrong = Ce n’est pas mat : échangez la tour avec la pierre en f3 pour atteindre la colonne f ouverte.
lesson-double-eighteen-stone-stone-swaps-1-done = La tour et la pierre ont échangé leurs places, et la tour en f3 mate le long de la colonne f.
lesson-double-eighteen-stone-stone-swaps-2-explain = Toute pièce peut s’échanger, le roi compris, tant que son roi ne reste pas en échec.
lesson-double-eighteen-stone-stone-swaps-2-goal = Votre roi est en échec par la tour en a1. Échappez-vous par un échange.
lesson-double-eighteen-stone-stone-swaps-2-wrong = Échangez le roi avec la pierre en h2.
lesson-double-eighteen-stone-stone-swaps-2-done = Le roi est allé en h2, hors de la rangée de la tour, et la pierre a pris sa place en h1.
lesson-double-eighteen-stone-stone-swaps-3-explain = Notre lecture : un pion amené sur sa dernière rangée par un échange est promu, comme s’il y était allé en avançant.
lesson-double-eighteen-stone-stone-swaps-3-goal = Votre pion en h8 est bloqué par la pierre en h9. Matez en un coup.
lesson-double-eighteen-stone-stone-swaps-3-wrong = Ce n’est pas mat : échangez le pion avec la pierre en h9 et promouvez-le.
lesson-double-eighteen-stone-stone-swaps-3-done = Le pion est passé en h9 par l’échange et a été promu : une dame (ou une tour) y mate le long de la rangée 9.

## line-moves

lesson-double-eighteen-stone-line-moves-title = Coups en ligne
lesson-double-eighteen-stone-line-moves-summary = La pierre au bout d’une ligne droite de pierres saute sur la case vide située après l’autre bout.
lesson-double-eighteen-stone-line-moves-1-explain = Là où deux pierres ou plus forment une ligne continue sur une colonne ou une rangée, la pierre de l’un ou l’autre bout peut sauter sur la case vide située juste après l’autre bout.
lesson-double-eighteen-stone-line-moves-1-goal = Les pierres en c5 et d5 forment une ligne. Ouvrez la colonne c par un coup en ligne, pour que votre tour donne échec au roi en c9.
lesson-double-eighteen-stone-line-moves-1-wrong = La colonne c reste fermée : la pierre en c5 doit sauter au-delà de d5, en e5.
lesson-double-eighteen-stone-line-moves-1-done = c5 a sauté par-dessus d5 jusqu’en e5, et la tour donne échec le long de la colonne ouverte.
lesson-double-eighteen-stone-line-moves-2-explain = Un coup en ligne peut aussi mettre une pierre sur le chemin d’un échec.
lesson-double-eighteen-stone-line-moves-2-goal = Votre roi est en échec par la tour en e9. Parez l’échec par un coup en ligne.
lesson-double-eighteen-stone-line-moves-2-wrong = Ici, parez l’échec avec une pierre : la pierre en c4 peut sauter au-delà de d4.
lesson-double-eighteen-stone-line-moves-2-done = c4 a sauté au-delà de d4 jusqu’en e4, et la pierre protège maintenant votre roi.
lesson-double-eighteen-stone-line-moves-3-explain = Seules les deux pierres des bouts d’une ligne se déplacent, et seulement vers une case vide. Une pierre du milieu reste en place.
lesson-double-eighteen-stone-line-moves-3-goal = Ouvrez la colonne h, pour que votre tour attaque la dame noire en h8.
lesson-double-eighteen-stone-line-moves-3-wrong = La colonne h est toujours fermée : la pierre en h4 est un bout de la ligne f4 g4 h4 et peut sauter au-delà de f4.
lesson-double-eighteen-stone-line-moves-3-done = h4 a sauté en e4. L’autre bout, f4, ne pouvait pas sauter : votre cavalier est en i4.

## no-undo

lesson-double-eighteen-stone-no-undo-title = Pas de retour
lesson-double-eighteen-stone-no-undo-summary = Un coup de pierre ne peut pas remettre une pierre directement là où le dernier coup adverse l’a prise.
lesson-double-eighteen-stone-no-undo-1-explain = Un coup de pierre ne peut pas remettre une pierre sur la case qu’elle a quittée au coup précédent de l’adversaire. Les Noirs viennent de déplacer la pierre de c5 en e5, découvrant un échec de la tour en c9.
lesson-double-eighteen-stone-no-undo-1-goal = Parez l’échec. La pierre en e5 ne peut pas revenir directement en c5 : trouvez un autre coup de pierre.
lesson-double-eighteen-stone-no-undo-1-wrong = Parez avec une pierre l’échec sur la colonne c.
lesson-double-eighteen-stone-no-undo-1-done = La pierre de a3 a sauté au-delà de b3 jusqu’en c3 et pare l’échec. Ramener e5 en c5 aurait été un retour.
lesson-double-eighteen-stone-no-undo-2-explain = La règle ne regarde que le coup précédent de l’adversaire. Plus tôt, les Noirs ont paré l’échec de votre tour en déplaçant la pierre de c5 en e5 ; depuis, votre roi est allé en a1 et le dernier coup des Noirs a été un pion en a7.
lesson-double-eighteen-stone-no-undo-2-goal = Matez en un coup.
lesson-double-eighteen-stone-no-undo-2-wrong = Ce n’est pas mat : la pierre en e5 peut maintenant revenir en c5.
lesson-double-eighteen-stone-no-undo-2-done = La pierre est revenue en c5 et la tour mate : les Noirs ne peuvent pas annuler cela en la ramenant directement en e5.

## castling

lesson-double-eighteen-stone-castling-title = Les quatre roques
lesson-double-eighteen-stone-castling-summary = Le roi peut roquer une fois, avec l’une de ses quatre tours : intérieur ou extérieur, côté roi ou côté dame.
lesson-double-eighteen-stone-castling-1-explain = Le roi en i1 peut roquer une fois par partie avec l’une de ses quatre tours qui n’ont pas bougé, aux conditions habituelles des échecs. Le roque intérieur utilise les tours les plus proches, en e1 et l1.
lesson-double-eighteen-stone-castling-1-goal = Faites le roque intérieur côté roi : le roi va de i1 en k1, la tour de l1 en j1.
lesson-double-eighteen-stone-castling-1-wrong = Pas celui-là : faites le roque intérieur côté roi, le roi de deux cases de i1 en k1, vers la tour en l1.
lesson-double-eighteen-stone-castling-1-done = Roque intérieur côté roi : roi de i1 en k1, tour de l1 en j1.
lesson-double-eighteen-stone-castling-2-explain = Toutes les cases entre le roi et la tour doivent être vides : une pierre bloque le roque comme une pièce. La pierre en j1 interdit les deux roques côté roi.
lesson-double-eighteen-stone-castling-2-goal = Faites le roque intérieur côté dame : le roi va de i1 en g1, la tour de e1 en h1.
lesson-double-eighteen-stone-castling-2-wrong = Roquez côté dame : cliquez sur le roi, puis sur g1.
lesson-double-eighteen-stone-castling-2-done = Roque intérieur côté dame : roi de i1 en g1, tour de e1 en h1.
lesson-double-eighteen-stone-castling-3-explain = Le roque extérieur utilise les tours des coins, une fois les tours intérieures parties : côté roi, le roi va en m1 et la tour de p1 en l1.
lesson-double-eighteen-stone-castling-3-goal = Roquez de façon que votre tour donne échec au roi en l9.
lesson-double-eighteen-stone-castling-3-wrong = Pas celui-là : faites le roque extérieur côté roi, roi de i1 en m1, pour que la tour de p1 arrive en l1 et donne échec.
lesson-double-eighteen-stone-castling-3-done = Roque extérieur côté roi : roi de i1 en m1, tour de p1 en l1, avec échec.
lesson-double-eighteen-stone-castling-4-explain = Le roi ne peut pas roquer pour sortir d’un échec, ni en traversant une case attaquée, ni en arrivant sur une case attaquée. La tour noire en m9 attaque m1.
lesson-double-eighteen-stone-castling-4-goal = Roquez : un seul roque est possible ici.
lesson-double-eighteen-stone-castling-4-wrong = Ce n’est pas un roque. Faites le roque extérieur côté dame : roi de i1 en e1.
lesson-double-eighteen-stone-castling-4-done = Roque extérieur côté dame : roi de i1 en e1, tour de a1 en f1.

## first-plans

lesson-double-eighteen-stone-first-plans-title = Premiers plans
lesson-double-eighteen-stone-first-plans-summary = Gagnez du matériel par une fourchette de cavalier, et matez un roi qui pourrait s’échanger avec une pierre.
lesson-double-eighteen-stone-first-plans-1-explain = Un cavalier saute par-dessus les pierres : il peut donc attaquer deux pièces à la fois depuis derrière un mur.
lesson-double-eighteen-stone-first-plans-1-goal = Gagnez la dame noire en deux coups.
lesson-double-eighteen-stone-first-plans-1-wrong = Faites une fourchette du roi et de la dame avec le cavalier, puis prenez la dame.
lesson-double-eighteen-stone-first-plans-1-done = Le cavalier en c7 a donné échec au roi et attaqué la dame ; le roi a dû bouger, et la dame est tombée.
lesson-double-eighteen-stone-first-plans-2-explain = Une pierre à côté d’un roi n’est pas un mur : le roi peut s’échanger avec elle. Votre fou en k5 contrôle o9.
lesson-double-eighteen-stone-first-plans-2-goal = Matez en un coup.
lesson-double-eighteen-stone-first-plans-2-wrong = Ce n’est pas mat. Ne bloquez pas votre fou : le roi pourrait s’échanger avec la pierre en o9.
lesson-double-eighteen-stone-first-plans-2-done = Le cavalier donne échec depuis o7, et l’échange vers o9 mettrait le roi sur une case que contrôle votre fou.
