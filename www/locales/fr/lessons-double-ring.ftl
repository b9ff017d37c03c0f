# Les mots des leçons de Double Ring (www/data/lessons/double-ring.json) :
# lesson-double-ring-<leçon>-title et -summary ; pour l’étape n, -goal, -explain, -wrong et -done.

## skip-two

lesson-double-ring-skip-two-title = Comment un anneau se déplace
lesson-double-ring-skip-two-summary = Un anneau simple se déplace par-dessus exactement deux anneaux.
lesson-double-ring-skip-two-1-explain = Au départ, chaque case porte un anneau simple. Un anneau simple se déplace vers le haut, le bas, la gauche ou la droite, passe exactement deux anneaux et se pose sur l’anneau simple suivant.
lesson-double-ring-skip-two-1-goal = Montez l’anneau de a1 jusqu’en a4 : cliquez sur l’anneau, puis sur la case où il se pose.
lesson-double-ring-skip-two-1-wrong = Pas celui-là : montez l’anneau de a1 jusqu’en a4.
lesson-double-ring-skip-two-1-done = Il a passé a2 et a3 et s’est posé en a4 : a1 est maintenant vide et a4 est un anneau double.
lesson-double-ring-skip-two-2-explain = Un anneau peut partir dans chacune des quatre directions, mais seulement là où il passe deux anneaux puis trouve un anneau où se poser.
lesson-double-ring-skip-two-2-goal = Déplacez l’anneau de b3. Une seule direction lui convient.
lesson-double-ring-skip-two-2-wrong = C’est un autre anneau : déplacez celui de b3.
lesson-double-ring-skip-two-2-done = Vers le haut, le bas ou la gauche, b3 sort du plateau avant de trouver un anneau où se poser ; vers la droite, il se pose en e3.
lesson-double-ring-skip-two-3-goal = Posez un anneau en d1.
lesson-double-ring-skip-two-3-wrong = Cet anneau se pose ailleurs : cherchez un anneau séparé de d1 par exactement deux anneaux.
lesson-double-ring-skip-two-3-done = a1 (par-dessus b1 et c1) comme d4 (par-dessus d3 et d2) peuvent se poser en d1.

## empty-cells

lesson-double-ring-empty-cells-title = Les cases vides ne comptent pas
lesson-double-ring-empty-cells-summary = Un anneau passe les cases vides sans les compter.
lesson-double-ring-empty-cells-1-explain = Quand un anneau s’en va, sa case reste vide, dessinée comme un anneau barré : ici l’anneau de b1 est monté en b4. Notre lecture des règles : les cases vides sont franchies et ne comptent pas ; seuls les anneaux comptent.
lesson-double-ring-empty-cells-1-goal = Déplacez l’anneau de a1 vers la droite, le long de la rangée 1.
lesson-double-ring-empty-cells-1-wrong = Déplacez l’anneau de a1 vers la droite : b1 est vide, il passe donc c1 et d1.
lesson-double-ring-empty-cells-1-done = La case vide b1 n’a pas compté : l’anneau a passé c1 et d1 et s’est posé en e1.
lesson-double-ring-empty-cells-2-explain = Après deux anneaux, l’anneau continue par-dessus les cases vides jusqu’à l’anneau suivant, et s’y pose si c’est un anneau simple.
lesson-double-ring-empty-cells-2-goal = Posez un anneau en e1.
lesson-double-ring-empty-cells-2-wrong = Cet anneau se pose ailleurs : quel anneau est séparé de e1 par exactement deux anneaux, et peut-être quelques cases vides ?
lesson-double-ring-empty-cells-2-done = L’anneau de a1 a passé b1 et c1, a continué par-dessus la case vide d1 et s’est posé en e1.

## double-rings

lesson-double-ring-double-rings-title = Les anneaux doubles
lesson-double-ring-double-rings-summary = Un anneau double compte deux, ne bouge jamais, et aucun anneau ne s’y pose.
lesson-double-ring-double-rings-1-explain = Un anneau sur lequel un autre s’est posé est un anneau double, et un anneau double compte pour deux anneaux.
lesson-double-ring-double-rings-1-goal = Déplacez l’anneau de b3 par-dessus l’anneau double de c3.
lesson-double-ring-double-rings-1-wrong = Déplacez l’anneau de b3 vers la droite, par-dessus l’anneau double de c3.
lesson-double-ring-double-rings-1-done = L’anneau double de c3 a compté pour deux, l’anneau s’est donc posé juste derrière, en d3.
lesson-double-ring-double-rings-2-explain = Un anneau simple puis un anneau double comptent trois : c’est trop, il n’y a donc pas de coup dans cette direction.
lesson-double-ring-double-rings-2-goal = Déplacez l’anneau de a2.
lesson-double-ring-double-rings-2-wrong = Déplacez l’anneau de a2 : vers la droite, il passerait trois anneaux ; cherchez une autre direction.
lesson-double-ring-double-rings-2-done = Vers la droite, b2 et le double de c2 comptent trois ; vers le haut, a3 et a4 comptent deux et l’anneau se pose en a5.
lesson-double-ring-double-rings-3-explain = Un anneau ne se pose que sur un anneau simple : si l’anneau suivant après deux est un double, il n’y a pas de coup. Les anneaux doubles eux-mêmes ne bougent jamais.
lesson-double-ring-double-rings-3-goal = Ici, la plupart des anneaux sont bloqués ; certains se poseraient sur les doubles marqués. Trouvez un coup.
lesson-double-ring-double-rings-3-wrong = Cherchez un anneau qui passe exactement deux anneaux puis rencontre un anneau simple.
lesson-double-ring-double-rings-3-done = Les anneaux de a4 et c4 se poseraient sur les doubles de d4, a1 et c1, ce qui est interdit ; seuls a3 et c3 peuvent sauter le double de b3.

## last-move-wins

lesson-double-ring-last-move-wins-title = Le dernier coup gagne
lesson-double-ring-last-move-wins-summary = Un joueur qui ne peut pas jouer perd.
lesson-double-ring-last-move-wins-1-explain = Les deux joueurs déplacent les mêmes anneaux, à tour de rôle. Un joueur qui ne peut pas jouer perd : le dernier à jouer gagne donc.
lesson-double-ring-last-move-wins-1-goal = Le Joueur 1 a le trait. Jouez le dernier coup de la partie.
lesson-double-ring-last-move-wins-1-wrong = Le Joueur 2 peut encore jouer après ce coup.
lesson-double-ring-last-move-wins-1-done = Après votre coup, aucun anneau ne peut bouger : le Joueur 2 n’a aucun coup et perd.
lesson-double-ring-last-move-wins-2-explain = Un coup peut aussi créer de nouveaux coups : le nouvel anneau double qu’il laisse peut devenir un anneau à sauter.
lesson-double-ring-last-move-wins-2-goal = Vous avez deux coups. Choisissez celui qui ne laisse aucun coup au Joueur 2.
lesson-double-ring-last-move-wins-2-wrong = Après a2 en d2, l’anneau de d1 saute le nouveau double de d2 jusqu’en d3, et le Joueur 2 joue en dernier.
lesson-double-ring-last-move-wins-2-done = Jouer d2 en a2 ne laisse rien à sauter : le Joueur 2 est bloqué et vous gagnez.
lesson-double-ring-last-move-wins-3-goal = Quatre coups, dont un gagne tout de suite. Trouvez le coup après lequel aucun anneau ne peut bouger.
lesson-double-ring-last-move-wins-3-wrong = Cela laisse un coup au Joueur 2, et le Joueur 2 jouerait en dernier.
lesson-double-ring-last-move-wins-3-done = Jouer b2 en e2 a retiré l’anneau de b2, et avec lui les coups le long de la colonne b : le Joueur 2 est bloqué.

## counting-moves

lesson-double-ring-counting-moves-title = Compter les coups restants
lesson-double-ring-counting-moves-summary = Laissez un nombre pair de coups et c’est vous qui jouerez en dernier.
lesson-double-ring-counting-moves-1-explain = Comptez les coups restants. S’il en reste un nombre pair après votre coup, le Joueur 2 en joue un, vous un autre, et le dernier est pour vous.
lesson-double-ring-counting-moves-1-goal = Les anneaux de a5 et c5 donnent un coup. Jouez un coup qui laisse exactement deux coups en tout.
lesson-double-ring-counting-moves-1-wrong = Après ce coup, le Joueur 2 peut laisser un nombre pair de coups et jouer le dernier.
lesson-double-ring-counting-moves-1-done = La rangée 1 garde un saut par-dessus le nouveau double, et le haut en garde un : un chacun, et le dernier est pour vous.
lesson-double-ring-counting-moves-2-explain = Maintenant, les anneaux de a5 et c5 donnent un coup, et ceux de e3 et e5 en donnent un autre.
lesson-double-ring-counting-moves-2-goal = Gagnez la partie : jouez le dernier coup dans vos deux prochains coups.
lesson-double-ring-counting-moves-2-wrong = Le Joueur 2 a joué en dernier : après votre premier coup, il devrait rester un nombre pair de coups.
lesson-double-ring-counting-moves-2-done = Jouer b1 en e1 (ou d1 en a1) a épuisé la rangée 1 en un seul coup et en a laissé deux : un pour le Joueur 2, le dernier pour vous.

## mirror-plan

lesson-double-ring-mirror-plan-title = Un premier plan : le miroir
lesson-double-ring-mirror-plan-summary = Sur un plateau de taille paire, le Joueur 2 copie chaque coup et joue en dernier, quelle que soit la règle.
lesson-double-ring-mirror-plan-1-explain = Sur un plateau de taille paire, le Joueur 2 peut répondre à chaque coup par son miroir : le même coup tourné d’un demi-tour autour du centre. Ainsi a1 devient d4, b2 devient c3, et ainsi de suite.
lesson-double-ring-mirror-plan-1-goal = Le Joueur 1 a joué a1 en a4. En tant que Joueur 2, jouez le coup miroir.
lesson-double-ring-mirror-plan-1-wrong = Ce n’est pas le miroir : a1 devient d4 et a4 devient d1, jouez donc d4 en d1.
lesson-double-ring-mirror-plan-1-done = Le plateau est de nouveau symétrique : quoi que fasse le Joueur 1, le coup miroir est prêt.
lesson-double-ring-mirror-plan-2-explain = Le coup miroir existe toujours : il se trouve dans la rangée ou la colonne miroir, que le coup du Joueur 1 n’a pas touchée. Le Joueur 2 a donc toujours une réponse et joue le dernier coup.
lesson-double-ring-mirror-plan-2-goal = Le Joueur 1 a joué d4 en a4. Continuez le miroir et gagnez en deux coups au plus.
lesson-double-ring-mirror-plan-2-wrong = Le Joueur 1 a joué en dernier : répondez à chaque coup par son miroir par rapport au centre.
lesson-double-ring-mirror-plan-2-done = Le Joueur 1 a manqué de coups le premier : sur un plateau 4x4, le Joueur 1 ne peut pas battre le miroir.
lesson-double-ring-mirror-plan-3-explain = Le miroir fonctionne sur tout plateau pair et avec toute règle. Un saut de cavalier ne relie jamais un anneau à sa propre image dans le miroir, donc le saut miroir existe toujours, lui aussi.
lesson-double-ring-mirror-plan-3-goal = Chevauchement du cavalier sur 6x6 : le Joueur 1 a sauté de a1 en b3. Jouez le saut miroir.
lesson-double-ring-mirror-plan-3-wrong = Ce n’est pas le miroir : a1 devient f6 et b3 devient e4, sautez donc de f6 en e4.
lesson-double-ring-mirror-plan-3-done = De nouveau symétrique. Avec « Résoudre » activé, la page le dit sur tout plateau pair : celui qui a le trait dans une position symétrique perd.

## mirror-cross

lesson-double-ring-mirror-cross-title = Pourquoi le miroir échoue en 9x9
lesson-double-ring-mirror-cross-summary = Sur un plateau impair, la rangée et la colonne du milieu sont leur propre miroir : un coup à cet endroit peut casser la copie.
lesson-double-ring-mirror-cross-1-explain = Sur le plateau 9x9, le demi-tour envoie la rangée 5 et la colonne e sur elles-mêmes, et le centre e5 sur lui-même. Un coup le long de ces lignes a son miroir sur la même ligne, et ce coup vient justement de changer cette ligne.
lesson-double-ring-mirror-cross-1-goal = Le Joueur 1 a joué e3 en e6, en remontant la colonne du milieu. Son miroir serait e7 en e4, mais e7 passe maintenant le nouvel anneau double de e6. Déplacez l’anneau de e7 vers le bas et regardez où il se pose.
lesson-double-ring-mirror-cross-1-wrong = Déplacez l’anneau de e7 vers le bas, le long de la colonne e.
lesson-double-ring-mirror-cross-1-done = e7 s’est posé en e5, pas en e4 : le coup miroir n’existait pas. Voilà pourquoi le miroir ne prouve rien en 9x9, et pourquoi personne ne sait qui y gagne.
lesson-double-ring-mirror-cross-2-explain = Dès qu’il ne reste plus d’anneau simple sur la rangée et la colonne du milieu, aucun coup ne peut les toucher, et le miroir fonctionne de nouveau, même sur un plateau impair.
lesson-double-ring-mirror-cross-2-goal = La croix du milieu est vide. Le Joueur 1 a joué a1 en a5 : jouez le miroir.
lesson-double-ring-mirror-cross-2-wrong = Ce n’est pas le miroir : a1 devient e5 et a5 devient e1, jouez donc e5 en e1.
lesson-double-ring-mirror-cross-2-done = Symétrique, avec une croix vide : le Joueur 1 a perdu. (Avec le Chevauchement du cavalier, seul le centre doit être libre d’anneaux simples.)

## other-rules

lesson-double-ring-other-rules-title = Les autres règles
lesson-double-ring-other-rules-summary = Saut de trois, Saut impair, Saut pair, Chevauchement du cavalier et la taille du plateau.
lesson-double-ring-other-rules-1-explain = Avec le Saut de trois, un anneau passe exactement trois anneaux. Les cases vides ne comptent toujours pas et un double compte toujours deux.
lesson-double-ring-other-rules-1-goal = Posez un anneau sur le coin e5.
lesson-double-ring-other-rules-1-wrong = Cet anneau se pose ailleurs : pour atteindre e5, il doit passer exactement trois anneaux.
lesson-double-ring-other-rules-1-done = Depuis a5 comme depuis e1, trois anneaux séparent l’anneau de e5.
lesson-double-ring-other-rules-2-explain = Avec le Saut impair, un anneau passe 1, 3, 5 ou n’importe quel nombre impair d’anneaux : une même direction peut donc offrir plusieurs cases où se poser.
lesson-double-ring-other-rules-2-goal = Montez l’anneau de a1 jusqu’en a5, par-dessus trois anneaux.
lesson-double-ring-other-rules-2-wrong = Montez l’anneau de a1 jusqu’en a5 : a3, par-dessus un anneau, est aussi un coup, mais pas celui-ci.
lesson-double-ring-other-rules-2-done = Par-dessus un anneau ou par-dessus trois : les deux nombres sont impairs, les deux étaient donc des coups.
lesson-double-ring-other-rules-3-explain = Avec le Saut pair, un anneau passe 2, 4, 6 ou n’importe quel nombre pair d’anneaux. Notre lecture : n’en passer aucun n’est pas un saut, donc un anneau ne se pose jamais sur le premier anneau qu’il rencontre.
lesson-double-ring-other-rules-3-goal = Amenez l’anneau de a1 en f1, par-dessus quatre anneaux.
lesson-double-ring-other-rules-3-wrong = Amenez l’anneau de a1 vers la droite, par-dessus b1, c1, d1 et e1, jusqu’en f1.
lesson-double-ring-other-rules-3-done = Quatre est pair : l’anneau aurait aussi pu s’arrêter en d1, après deux.
lesson-double-ring-other-rules-4-explain = Avec le Chevauchement du cavalier, un anneau simple saute comme un cavalier aux échecs sur un anneau simple. Ce qui se trouve entre les deux n’a pas d’importance.
lesson-double-ring-other-rules-4-goal = Déplacez l’anneau de a1.
lesson-double-ring-other-rules-4-wrong = Déplacez l’anneau de a1 : comme un cavalier, deux cases dans une direction et une de côté.
lesson-double-ring-other-rules-4-done = Il a sauté par-dessus les doubles jusqu’en b3. c2 est vide, l’autre saut n’était donc pas possible.
lesson-double-ring-other-rules-5-explain = Le plateau peut avoir n’importe quelle taille, de 3x3 à 19x19. Le jeu classique se joue en 9x9 et dure au plus 40 coups.
lesson-double-ring-other-rules-5-goal = Sur le plateau complet de 9x9, posez un anneau au centre, en e5.
lesson-double-ring-other-rules-5-wrong = Cet anneau se pose ailleurs : comptez deux anneaux depuis e5 dans chaque direction.
lesson-double-ring-other-rules-5-done = Vous connaissez maintenant toutes les règles : jouez une partie sur n’importe quel plateau et avec n’importe quelle règle !
