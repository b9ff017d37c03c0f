# Les mots des leçons de The King of Rings (www/data/lessons/king-of-rings.json) :
# lesson-king-of-rings-<leçon>-title et -summary ; pour l’étape n, -goal, -explain, -wrong et -done.

## plain-knight

lesson-king-of-rings-plain-knight-title = Le cavalier nu
lesson-king-of-rings-plain-knight-summary = Un cavalier sans anneau fait un pas d’une case dans n’importe quelle direction.
lesson-king-of-rings-plain-knight-1-explain = Les Blancs jouent en premier, depuis le bas. Un cavalier sans anneau, un cavalier nu, fait un pas d’une case dans l’une des 8 directions : en ligne droite ou en diagonale, en avant ou en arrière.
lesson-king-of-rings-plain-knight-1-goal = Déplacez le cavalier blanc de d4 d’une case en diagonale vers l’arrière, en c3 : cliquez sur le cavalier, puis sur la case.
lesson-king-of-rings-plain-knight-1-wrong = C’est aussi un bon pas, mais cette fois allez en diagonale vers l’arrière, en c3.
lesson-king-of-rings-plain-knight-1-done = Un cavalier nu recule aussi facilement qu’il avance.
lesson-king-of-rings-plain-knight-2-explain = Un cavalier nu peut aller sur un anneau : il prend l’anneau. Un cavalier qui tient des anneaux s’appelle un porteur.
lesson-king-of-rings-plain-knight-2-goal = Prenez l’anneau argenté en e5.
lesson-king-of-rings-plain-knight-2-wrong = Cette case est vide : allez sur l’anneau en e5.
lesson-king-of-rings-plain-knight-2-done = Votre cavalier tient maintenant un anneau : c’est un porteur, et les porteurs se déplacent autrement.

## holders-leap

lesson-king-of-rings-holders-leap-title = Les porteurs sautent
lesson-king-of-rings-holders-leap-summary = Un porteur saute exactement d’autant de cases qu’il tient d’anneaux.
lesson-king-of-rings-holders-leap-1-explain = Un porteur saute exactement d’autant de cases qu’il tient d’anneaux, en ligne droite, dans l’une des 8 directions. Comptez les anneaux, pas leurs points.
lesson-king-of-rings-holders-leap-1-goal = Votre porteur en b2 tient deux anneaux. Prenez le grand anneau bleu en d4.
lesson-king-of-rings-holders-leap-1-wrong = Cela ne prend qu’un anneau argenté ; un saut de deux sur la diagonale prend le grand bleu en d4.
lesson-king-of-rings-holders-leap-1-done = Deux anneaux, deux cases : de b2 en d4. L’argenté en c3 était trop proche pour être atteint.
lesson-king-of-rings-holders-leap-2-explain = Un porteur saute par-dessus tout ce qui se trouve sur son chemin : anneaux, cavaliers ou cases vides.
lesson-king-of-rings-holders-leap-2-goal = Votre porteur en a1 tient trois anneaux. Sautez par-dessus b2 et c3 jusqu’à l’anneau bleu en d4.
lesson-king-of-rings-holders-leap-2-wrong = Cela ne prend qu’un anneau argenté : sautez de trois cases en diagonale jusqu’à l’anneau bleu en d4.
lesson-king-of-rings-holders-leap-2-done = Le cavalier et l’anneau sur le chemin n’ont pas arrêté le saut.
lesson-king-of-rings-holders-leap-3-explain = Un porteur ne se pose que sur un anneau ou sur un cavalier ennemi, jamais sur une case vide. Chaque anneau qu’il prend allonge son saut suivant d’une case.
lesson-king-of-rings-holders-leap-3-goal = Prenez le grand anneau bleu en d4 en deux coups.
lesson-king-of-rings-holders-leap-3-wrong = Depuis a2, aucun saut de deux n’atteint d4 : prenez d’abord l’anneau en b2, puis sautez de deux.
lesson-king-of-rings-holders-leap-3-done = Un anneau, une case jusqu’en b2 ; puis deux anneaux, deux cases jusqu’en d4.
lesson-king-of-rings-holders-leap-4-explain = Un porteur qui tient 7 anneaux ou plus ne peut plus bouger du tout.
lesson-king-of-rings-holders-leap-4-goal = Votre porteur en a1 tient six anneaux : il saute donc de six. Prenez l’anneau bleu en g7.
lesson-king-of-rings-holders-leap-4-wrong = C’est un anneau argenté : le bleu est en g7.
lesson-king-of-rings-holders-leap-4-done = C’était son septième anneau : ce porteur ne pourra plus jamais bouger.

## capture-and-hand

lesson-king-of-rings-capture-and-hand-title = Les prises et la réserve
lesson-king-of-rings-capture-and-hand-summary = Prenez un porteur pour gagner ses anneaux ; il retourne dans la réserve de son propriétaire.
lesson-king-of-rings-capture-and-hand-1-explain = Un cavalier peut se poser sur un cavalier ennemi pour le prendre, et il prend tous les anneaux que ce cavalier tenait. Un porteur pris retourne dans la réserve de son propriétaire, qui pourra le parachuter plus tard.
lesson-king-of-rings-capture-and-hand-1-goal = Prenez le porteur noir en e5 et gagnez ses anneaux.
lesson-king-of-rings-capture-and-hand-1-wrong = Cela ne gagne aucun anneau : le porteur noir en e5 tient un anneau bleu et un anneau argenté.
lesson-king-of-rings-capture-and-hand-1-done = Vous avez maintenant 4 points. Le cavalier noir pris retourne dans la réserve des Noirs, pour être parachuté plus tard : la leçon sur le parachutage montre la réserve.
lesson-king-of-rings-capture-and-hand-2-goal = Votre porteur en b2 saute de deux. Prenez le cavalier noir en d4 qui tient le grand anneau bleu.
lesson-king-of-rings-capture-and-hand-2-wrong = L’anneau argenté en b4 vaut 1 ; le cavalier noir en d4 tient 5 points.
lesson-king-of-rings-capture-and-hand-2-done = Les porteurs prennent aussi, en se posant exactement à la distance de leur saut.
lesson-king-of-rings-capture-and-hand-3-explain = Un cavalier nu qui est pris quitte la partie pour de bon.
lesson-king-of-rings-capture-and-hand-3-goal = Prenez le cavalier noir en e5, un cavalier nu.
lesson-king-of-rings-capture-and-hand-3-wrong = Cela ne prend rien : allez en e5.
lesson-king-of-rings-capture-and-hand-3-done = Ce cavalier noir ne tenait aucun anneau : il est donc hors jeu pour le reste de la partie.

## drops

lesson-king-of-rings-drops-title = Le parachutage
lesson-king-of-rings-drops-summary = Parachutez un cavalier de votre réserve sur un anneau.
lesson-king-of-rings-drops-1-explain = Un cavalier de votre réserve peut être parachuté sur n’importe quelle case qui porte un anneau : il prend cet anneau et devient un porteur. Le parachutage constitue tout votre tour. Pour parachuter, appuyez sur le bouton « Réserve (Blancs) » près du plateau, puis cliquez sur la case.
lesson-king-of-rings-drops-1-goal = Vous avez un cavalier en réserve. Parachutez-le sur le grand anneau bleu en d4.
lesson-king-of-rings-drops-1-wrong = Parachutez le cavalier de votre réserve sur le grand anneau bleu en d4.
lesson-king-of-rings-drops-1-done = Un parachutage remet un cavalier en jeu, avec un anneau pour commencer.
lesson-king-of-rings-drops-2-goal = Prenez le porteur noir en d4 en deux coups : parachutez d’abord votre cavalier là où il peut atteindre d4.
lesson-king-of-rings-drops-2-wrong = Un cavalier parachuté tient un anneau et saute d’une case : parachutez-le à côté de d4, en c3.
lesson-king-of-rings-drops-2-done = Parachutage en c3, saut d’une case sur d4 : ses deux anneaux bleus sont à vous.

## ring-values

lesson-king-of-rings-ring-values-title = La valeur des anneaux
lesson-king-of-rings-ring-values-summary = Grand bleu 5, bleu 3, argenté 1 : rassemblez le plus de points.
lesson-king-of-rings-ring-values-1-explain = Les anneaux rapportent des points : grand bleu 5, bleu 3, argenté 1. Votre score est la somme des points des anneaux que tiennent vos cavaliers sur le plateau.
lesson-king-of-rings-ring-values-1-goal = Prenez l’anneau qui vaut le plus.
lesson-king-of-rings-ring-values-1-wrong = Le grand anneau bleu en d4 vaut 5 : plus qu’un bleu (3) ou qu’un argenté (1).
lesson-king-of-rings-ring-values-1-done = Cinq points grâce au seul grand anneau bleu de la partie.
lesson-king-of-rings-ring-values-2-explain = Prévoyez : un cavalier qui tient un anneau saute d’une case, et seulement sur un anneau ou un cavalier ennemi.
lesson-king-of-rings-ring-values-2-goal = Atteignez 6 points en deux coups.
lesson-king-of-rings-ring-values-2-wrong = Après l’anneau bleu en c3, seuls des argentés restent à portée : commencez par l’argenté en e3.
lesson-king-of-rings-ring-values-2-done = D’abord l’argenté, puis le grand bleu : 1 + 5 bat 3 + 1.

## last-turn

lesson-king-of-rings-last-turn-title = Le dernier anneau et le score
lesson-king-of-rings-last-turn-summary = La partie se termine quand il n’y a plus d’anneaux ; le plus de points gagne.
lesson-king-of-rings-last-turn-1-explain = La partie se termine quand il ne reste plus aucun anneau sur le plateau, et le plus de points gagne. Si les Blancs prennent le dernier anneau, les Noirs ont encore un tour.
lesson-king-of-rings-last-turn-1-goal = Prenez le dernier anneau, en d4, de façon à gagner encore après le dernier tour des Noirs.
lesson-king-of-rings-last-turn-1-wrong = Prenez l’anneau en d4, mais attention au cavalier noir en e5 : il prendra tout ce qui s’y pose, envoyez donc le cavalier qui tient le moins.
lesson-king-of-rings-last-turn-1-done = Les Noirs ne peuvent reprendre qu’1 point ; vos 6 points en b2 gagnent.
lesson-king-of-rings-last-turn-2-explain = Maintenant, vous jouez les Noirs. Les Blancs ont pris le dernier anneau : les Noirs ont donc encore un tour, puis la partie se termine.
lesson-king-of-rings-last-turn-2-goal = Jouez le dernier tour des Noirs et gagnez la partie.
lesson-king-of-rings-last-turn-2-wrong = Les Blancs restent devant : prenez le porteur en d4, qui vaut 8 points.
lesson-king-of-rings-last-turn-2-done = Les Noirs ont pris 8 points au dernier tour et gagnent, 10 points à 1.
