# Les mots des leçons de Double Take (www/data/lessons/double-take.json) :
# lesson-double-take-<leçon>-title et -summary ; pour l’étape n, -goal, -explain, -wrong et -done.

## two-networks

lesson-double-take-two-networks-title = Points rouges et points verts
lesson-double-take-two-networks-summary = Chaque camp se tient et se déplace uniquement sur les points de sa couleur.
lesson-double-take-two-networks-1-explain = Les points sont rouges et verts, comme les deux couleurs d’un damier. Les pièces de Rouge se tiennent et se déplacent uniquement sur les points rouges, celles de Vert uniquement sur les points verts. Rouge commence en bas et joue en premier.
lesson-double-take-two-networks-1-goal = Déplacez la pièce rouge de d4 d’un point en diagonale vers l’avant, en c5 ou en e5 : cliquez sur la pièce, puis sur le point.
lesson-double-take-two-networks-1-wrong = Ce coup va tout droit ; cette fois, faites un pas en diagonale vers l’avant.
lesson-double-take-two-networks-1-done = Les points rouges ne se touchent que par leurs coins : un pas en diagonale garde donc votre pièce sur le rouge.
lesson-double-take-two-networks-2-explain = Une pièce peut aussi avancer tout droit de deux rangées, par-dessus le point ennemi situé entre les deux, si ce point est vide. Elle arrive sur le point suivant de sa propre couleur.
lesson-double-take-two-networks-2-goal = Avancez la pièce rouge de d4 tout droit jusqu’en d6, par-dessus le point vert vide d5.
lesson-double-take-two-networks-2-wrong = C’est un pas en diagonale ; avancez plutôt tout droit de deux rangées.
lesson-double-take-two-networks-2-done = Le coup droit passe par-dessus un point vert et gagne deux rangées.

## forward-moves

lesson-double-take-forward-moves-title = Avancer
lesson-double-take-forward-moves-summary = Les pas en diagonale et les coups droits, et ce qui les bloque.
lesson-double-take-forward-moves-1-explain = Le coup droit exige que le point franchi soit vide. Un coup qui ne prend rien va toujours vers l’avant.
lesson-double-take-forward-moves-1-goal = Atteignez la rangée 6 en un coup. La pièce verte en d5 bloque le coup droit de d4.
lesson-double-take-forward-moves-1-wrong = Seul un coup droit gagne deux rangées, et d4 ne peut pas en jouer un par-dessus la pièce verte en d5.
lesson-double-take-forward-moves-1-done = f4 est allé tout droit en f6 : son point vert f5 était vide.
lesson-double-take-forward-moves-2-goal = Atteignez d8, sur la première rangée de Vert, en deux coups.
lesson-double-take-forward-moves-2-wrong = Ici, les pas en diagonale sont trop lents : deux coups droits atteignent d8.
lesson-double-take-forward-moves-2-done = Deux coups droits ont fait monter la pièce de quatre rangées, jusqu’en d8.
lesson-double-take-forward-moves-3-goal = La pièce verte en d7 bloque le coup droit. Atteignez quand même la rangée du haut en deux coups.
lesson-double-take-forward-moves-3-wrong = Une pièce qui ne prend rien ne va que vers l’avant : contournez d7 en diagonale, puis montez à la rangée du haut.
lesson-double-take-forward-moves-3-done = Deux pas en diagonale ont contourné la pièce verte jusqu’à la rangée du haut.

## taking

lesson-double-take-taking-title = Prendre des pièces
lesson-double-take-taking-summary = La prise en tenaille : encadrez une pièce ennemie entre deux des vôtres.
lesson-double-take-taking-1-explain = Après votre coup, chaque pièce ennemie juste à côté de la pièce déplacée (en haut, en bas, à gauche ou à droite) qui a une autre de vos pièces de l’autre côté est prise.
lesson-double-take-taking-1-goal = Prenez la pièce verte en c4.
lesson-double-take-taking-1-wrong = Pour prendre c4, il vous faut des pièces rouges des deux côtés : en b4 et en d4.
lesson-double-take-taking-1-done = Votre pièce est arrivée en d4, et c4 se trouvait entre elle et b4 : prise.
lesson-double-take-taking-2-explain = Un coup peut prendre jusqu’à quatre pièces : une de chaque côté de la pièce déplacée.
lesson-double-take-taking-2-goal = Prenez les deux pièces vertes d’un seul coup.
lesson-double-take-taking-2-wrong = Cela ne prend rien : trouvez le point entre c4 et e4.
lesson-double-take-taking-2-done = Une double prise : d4 a refermé les deux tenailles à la fois.
lesson-double-take-taking-3-explain = Seule la pièce qui se déplace prend. Se placer entre deux pièces ennemies est donc sans danger : elles, elles n’ont pas bougé.
lesson-double-take-taking-3-goal = Prenez une pièce verte en deux coups. Vous pouvez vous placer entre c4 et e4 sans crainte.
lesson-double-take-taking-3-wrong = Aucune pièce verte n’a été prise : placez des pièces rouges des deux côtés de c4, en b4 et en d4.
lesson-double-take-taking-3-done = Votre pièce est restée en sécurité entre deux pièces vertes, puis elle a aidé à en prendre une.

## any-direction

lesson-double-take-any-direction-title = Les prises vont dans tous les sens
lesson-double-take-any-direction-summary = Un coup qui prend peut aller en arrière ou de côté.
lesson-double-take-any-direction-1-explain = Un coup qui prend peut aller dans n’importe quelle direction, même en arrière.
lesson-double-take-any-direction-1-goal = Prenez la pièce verte en c4 en reculant en diagonale.
lesson-double-take-any-direction-1-wrong = Cela ne prend rien ; un pas en arrière vers d4 refermerait la tenaille sur c4.
lesson-double-take-any-direction-1-done = Un pas en arrière est permis, parce qu’il prend.
lesson-double-take-any-direction-2-explain = Un coup qui prend peut aussi aller de côté de deux points, par-dessus un point ennemi vide.
lesson-double-take-any-direction-2-goal = Prenez la pièce verte en e4 par un coup de côté.
lesson-double-take-any-direction-2-wrong = Cela ne prend rien : b4 peut aller de côté, par-dessus le point vide c4, jusqu’en d4.
lesson-double-take-any-direction-2-done = b4 est allé de côté en d4, et e4 s’est retrouvé pris entre d4 et f4.
lesson-double-take-any-direction-3-goal = Prenez trois pièces vertes d’un seul coup.
lesson-double-take-any-direction-3-wrong = Cherchez le point voisin des trois pièces vertes, et un coup droit en arrière pour y aller.
lesson-double-take-any-direction-3-done = Un seul coup en arrière, de d6 en d4, a pris c4, e4 et d3.

## far-row

lesson-double-take-far-row-title = La rangée du fond
lesson-double-take-far-row-summary = Une pièce sur la première rangée de Vert ne peut bouger que pour prendre.
lesson-double-take-far-row-1-explain = La rangée du fond de Rouge est la rangée 8, la première rangée de Vert. Une pièce qui l’atteint ne peut plus bouger que pour prendre.
lesson-double-take-far-row-1-goal = Vos pièces en b8 et d8 ne peuvent pas bouger : elles n’ont rien à prendre. Amenez une troisième pièce sur la rangée du fond.
lesson-double-take-far-row-1-wrong = Cette pièce n’a pas atteint la rangée 8 : f6 peut aller tout droit en f8.
lesson-double-take-far-row-1-done = Trois pièces rouges se tiennent maintenant sur la rangée du fond.
lesson-double-take-far-row-2-goal = Servez-vous d’une pièce de la rangée du fond pour prendre la pièce verte en e8.
lesson-double-take-far-row-2-wrong = Cela ne prend rien : b8 peut se déplacer le long de la rangée, par-dessus le point vide c8, parce qu’il prend.
lesson-double-take-far-row-2-done = b8 s’est déplacé le long de la rangée jusqu’en d8 et a pris e8 contre f8.
lesson-double-take-far-row-3-explain = Une pièce de la rangée du fond peut aussi quitter la rangée pour prendre. Depuis son nouveau point, les règles habituelles s’appliquent.
lesson-double-take-far-row-3-goal = Prenez la pièce verte en f7.
lesson-double-take-far-row-3-wrong = Cela ne prend rien : d8 peut reculer en e7, à côté de f7.
lesson-double-take-far-row-3-done = d8 a quitté la rangée du fond pour prendre f7 ; depuis e7, il avance de nouveau comme d’habitude.

## four-wins

lesson-double-take-four-wins-title = Quatre sur la rangée du fond
lesson-double-take-four-wins-summary = Quatre pièces sur votre rangée du fond gagnent la partie.
lesson-double-take-four-wins-1-explain = Un joueur qui a quatre pièces sur sa rangée du fond après son coup gagne immédiatement.
lesson-double-take-four-wins-1-goal = Rouge a trois pièces sur la rangée du fond. Gagnez avec la quatrième.
lesson-double-take-four-wins-1-wrong = Cela n’amène pas de quatrième pièce sur la rangée 8 : h6 peut aller tout droit en h8.
lesson-double-take-four-wins-1-done = Quatre pièces rouges sur la rangée 8 : Rouge gagne.
lesson-double-take-four-wins-2-explain = Vert a lui aussi trois pièces sur sa rangée du fond, la rangée 1, et h3 peut atteindre h1 au prochain coup. Le premier à quatre gagne.
lesson-double-take-four-wins-2-goal = Gagnez avant que Vert ne le puisse.
lesson-double-take-four-wins-2-wrong = Vert joue maintenant h3 en h1 et gagne : amenez d’abord votre quatrième pièce sur la rangée 8.
lesson-double-take-four-wins-2-done = Votre quatrième pièce est arrivée la première, et la partie s’est terminée aussitôt.

## passing

lesson-double-take-passing-title = Quand on ne peut pas jouer
lesson-double-take-passing-summary = Un joueur sans coup passe, et l’autre joue de nouveau.
lesson-double-take-passing-1-explain = Un joueur qui peut jouer doit jouer. Un joueur qui ne peut pas jouer passe, et l’autre joue de nouveau. Si aucun ne peut jouer, la partie est nulle.
lesson-double-take-passing-1-goal = Les pièces de Rouge sur la rangée du fond n’ont rien à prendre, et e7 est encerclé. Passez avec le bouton « Rouge : passer » au-dessus du plateau.
lesson-double-take-passing-1-wrong = Rouge n’a pas d’autre coup que passer.
lesson-double-take-passing-1-done = Vous avez passé ; maintenant Vert joue de nouveau.
lesson-double-take-passing-2-goal = Passez, et quand le coup de Vert vous en donne l’occasion, prenez une pièce.
lesson-double-take-passing-2-wrong = La pièce verte en d7 peut être prise en tenaille : posez-vous à côté d’elle, avec une pièce rouge de l’autre côté.
lesson-double-take-passing-2-done = Bloqué un coup, preneur le suivant : la pièce de Vert s’est avancée en d7, à côté de vos pièces, et un coup a refermé la tenaille.
