# Les mots des leçons d’échecs (www/data/lessons/chess.json) :
# lesson-chess-<leçon>-title et -summary ; pour l’étape n, -goal, -explain, -wrong et -done.

## piece-moves

lesson-chess-piece-moves-title = Comment les pièces se déplacent
lesson-chess-piece-moves-summary = Les tours vont en ligne droite, les fous en diagonale, les cavaliers sautent.
lesson-chess-piece-moves-1-explain = Une tour se déplace d’autant de cases qu’elle veut, tout droit le long d’une colonne ou d’une rangée, tant que rien ne lui barre le chemin.
lesson-chess-piece-moves-1-goal = Déplacez la tour de d1 à d7.
lesson-chess-piece-moves-1-wrong = La tour monte tout droit sur la colonne d : déplacez-la de d1 à d7.
lesson-chess-piece-moves-1-done = La tour a remonté la colonne d ouverte en un seul coup.
lesson-chess-piece-moves-2-explain = Un fou se déplace d’autant de cases qu’il veut en diagonale ; il reste donc toujours sur des cases d’une même couleur.
lesson-chess-piece-moves-2-goal = Déplacez le fou sur la case marquée, g5.
lesson-chess-piece-moves-2-wrong = Le fou va en diagonale : de c1 vers le haut et la droite, jusqu’à g5.
lesson-chess-piece-moves-2-done = c1, d2, e3, f4, g5 : une seule diagonale, rien que des cases foncées.
lesson-chess-piece-moves-3-explain = Un cavalier saute en L : deux cases dans une direction, puis une sur le côté. C’est la seule pièce qui saute par-dessus les autres.
lesson-chess-piece-moves-3-goal = Faites sauter le cavalier de b1 à c3, par-dessus les pions.
lesson-chess-piece-moves-3-wrong = Déplacez le cavalier de b1 à c3 : deux cases vers le haut et une vers la droite.
lesson-chess-piece-moves-3-done = Les pions devant lui n’ont pas arrêté le cavalier : il a sauté par-dessus.

## captures

lesson-chess-captures-title = Prendre des pièces
lesson-chess-captures-summary = On prend en allant sur une pièce ennemie ; les pions prennent en diagonale.
lesson-chess-captures-1-explain = Une pièce prend une pièce ennemie en allant sur sa case, de la même façon qu’elle se déplace. La pièce prise quitte l’échiquier.
lesson-chess-captures-1-goal = Prenez le cavalier noir avec votre tour.
lesson-chess-captures-1-wrong = Prenez le cavalier en d4 : votre tour l’atteint tout droit en remontant la colonne d.
lesson-chess-captures-1-done = La tour a pris le cavalier en d4.
lesson-chess-captures-2-explain = Une pièce est défendue quand une autre pièce de son camp pourrait reprendre sur sa case. Prendre une pièce défendue peut vous coûter la vôtre.
lesson-chess-captures-2-goal = Votre dame peut prendre la tour ou le fou. Prenez celui qui n’est pas défendu.
lesson-chess-captures-2-wrong = La tour en d7 est défendue par le roi noir : prenez la pièce que personne ne défend.
lesson-chess-captures-2-done = Le fou en a4 était gratuit : une pièce entière pour rien.
lesson-chess-captures-3-explain = Un pion avance tout droit, mais il prend d’une case en diagonale vers l’avant.
lesson-chess-captures-3-goal = Votre pion en e4 est bloqué. Prenez avec lui.
lesson-chess-captures-3-wrong = Les pions prennent en diagonale vers l’avant : depuis e4, le pion prend en d5.
lesson-chess-captures-3-done = Le pion a pris en d5 et n’est plus bloqué.

## check-and-mate

lesson-chess-check-and-mate-title = Échec et échec et mat
lesson-chess-check-and-mate-summary = Parez chaque échec ; gagnez par échec et mat.
lesson-chess-check-and-mate-1-explain = Un roi attaqué est en échec et doit en sortir tout de suite : en déplaçant le roi, en interposant une pièce ou en prenant l’attaquant.
lesson-chess-check-and-mate-1-goal = Votre roi est en échec par la tour en e5. Parez-le de la meilleure façon.
lesson-chess-check-and-mate-1-wrong = Cela sort bien le roi de l’échec, mais votre fou pourrait tout simplement prendre la tour.
lesson-chess-check-and-mate-1-done = Prendre la tour qui donnait échec a mis fin à l’échec et gagné une tour.
lesson-chess-check-and-mate-2-explain = L’échec et mat est un échec sans issue. Il gagne la partie.
lesson-chess-check-and-mate-2-goal = Matez les Noirs en un coup.
lesson-chess-check-and-mate-2-wrong = Pas mat : le roi noir peut encore s’échapper. Regardez la dernière rangée, derrière ses propres pions.
lesson-chess-check-and-mate-2-done = Tour en a8, c’est mat : le roi noir est enfermé par ses propres pions.
lesson-chess-check-and-mate-3-explain = Si le camp au trait n’est pas en échec mais n’a aucun coup légal, c’est pat : une partie nulle, pas une victoire.
lesson-chess-check-and-mate-3-goal = Matez les Noirs en un coup, et méfiez-vous du pat.
lesson-chess-check-and-mate-3-wrong = Pas mat : soit le roi noir peut encore bouger, soit il ne peut pas bouger mais n’est pas en échec, et c’est pat.
lesson-chess-check-and-mate-3-done = Dame en h8, c’est mat : votre roi contrôle a7 et b7, la dame donne échec et contrôle b8.

## special-moves

lesson-chess-special-moves-title = Coups spéciaux
lesson-chess-special-moves-summary = Le roque, la prise en passant et la promotion.
lesson-chess-special-moves-1-explain = Au roque, le roi se déplace de deux cases vers une tour, et la tour saute sur la case que le roi a franchie. Aucun des deux ne doit avoir bougé, les cases entre eux doivent être vides, et le roi ne doit pas être en échec ni franchir une case attaquée.
lesson-chess-special-moves-1-goal = Roquez côté roi : déplacez votre roi de e1 à g1.
lesson-chess-special-moves-1-wrong = Roquez en déplaçant le roi de deux cases vers la tour en h1 : de e1 à g1.
lesson-chess-special-moves-1-done = Le roi est allé en g1 et la tour de h1 en f1, en un seul coup.
lesson-chess-special-moves-2-explain = Les Noirs viennent d’avancer un pion de deux cases, de d7 à d5, juste à côté de votre pion. Votre pion peut le prendre comme s’il n’avait avancé que d’une case : c’est la prise en passant.
lesson-chess-special-moves-2-goal = Prenez en passant le pion en d5.
lesson-chess-special-moves-2-wrong = Prenez en passant : votre pion va de e5 en d6 et le pion en d5 est retiré.
lesson-chess-special-moves-2-done = Votre pion est arrivé en d6 et le pion noir en d5 a quitté l’échiquier. Ce n’est permis que juste après le double pas.
lesson-chess-special-moves-3-explain = Un pion qui atteint la dernière rangée est promu : il devient une dame, une tour, un fou ou un cavalier, à votre choix.
lesson-chess-special-moves-3-goal = Poussez le pion en a8 et faites-en une dame.
lesson-chess-special-moves-3-wrong = Poussez le pion de a7 en a8 et choisissez la dame, la pièce la plus forte.
lesson-chess-special-moves-3-done = Votre pion est maintenant une dame, et elle donne même échec.
