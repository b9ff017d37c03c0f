# Die Worte der Lektionen von Double Take (www/data/lessons/double-take.json):
# lesson-double-take-<Lektion>-title und -summary; je Schritt n -goal, -explain, -wrong und -done.

## two-networks

lesson-double-take-two-networks-title = Rote Punkte und grüne Punkte
lesson-double-take-two-networks-summary = Jede Seite steht und zieht nur auf Punkten ihrer eigenen Farbe.
lesson-double-take-two-networks-1-explain = Die Punkte sind rot und grün, wie die zwei Farben eines Damebretts. Die Steine von Rot stehen und ziehen nur auf roten Punkten, die von Grün nur auf grünen. Rot beginnt unten und zieht zuerst.
lesson-double-take-two-networks-1-goal = Ziehe den roten Stein auf d4 einen Punkt schräg nach vorn, nach c5 oder e5: klicke den Stein an, dann den Punkt.
lesson-double-take-two-networks-1-wrong = Dieser Zug geht geradeaus; mache diesmal einen Schrägschritt nach vorn.
lesson-double-take-two-networks-1-done = Rote Punkte berühren sich nur an ihren Ecken, also bleibt dein Stein mit einem Schrägschritt auf Rot.
lesson-double-take-two-networks-2-explain = Ein Stein darf auch zwei Reihen geradeaus nach vorn ziehen, über den gegnerischen Punkt dazwischen, wenn dieser leer ist. Er landet auf dem nächsten Punkt seiner eigenen Farbe.
lesson-double-take-two-networks-2-goal = Ziehe den roten Stein auf d4 geradeaus nach vorn nach d6, über den leeren grünen Punkt d5.
lesson-double-take-two-networks-2-wrong = Das ist ein Schrägschritt; ziehe stattdessen zwei Reihen geradeaus.
lesson-double-take-two-networks-2-done = Der gerade Zug überquert einen grünen Punkt und gewinnt zwei Reihen.

## forward-moves

lesson-double-take-forward-moves-title = Züge nach vorn
lesson-double-take-forward-moves-summary = Schrägschritte und gerade Züge, und was sie blockiert.
lesson-double-take-forward-moves-1-explain = Für den geraden Zug muss der überquerte Punkt leer sein. Ein Zug, der nichts schlägt, geht immer nach vorn.
lesson-double-take-forward-moves-1-goal = Erreiche Reihe 6 in einem Zug. Der grüne Stein auf d5 blockiert den geraden Zug von d4.
lesson-double-take-forward-moves-1-wrong = Nur ein gerader Zug gewinnt zwei Reihen, und d4 kann keinen über den grünen Stein auf d5 machen.
lesson-double-take-forward-moves-1-done = f4 zog geradeaus nach f6: sein grüner Punkt f5 war leer.
lesson-double-take-forward-moves-2-goal = Erreiche d8 auf der ersten Reihe von Grün in zwei Zügen.
lesson-double-take-forward-moves-2-wrong = Schrägschritte sind hier zu langsam: zwei gerade Züge erreichen d8.
lesson-double-take-forward-moves-2-done = Zwei gerade Züge haben den Stein vier Reihen hinauf nach d8 gebracht.
lesson-double-take-forward-moves-3-goal = Der grüne Stein auf d7 blockiert den geraden Zug. Erreiche trotzdem in zwei Zügen die oberste Reihe.
lesson-double-take-forward-moves-3-wrong = Ein Stein, der nichts schlägt, zieht nur nach vorn: geh schräg um d7 herum und dann hinauf zur obersten Reihe.
lesson-double-take-forward-moves-3-done = Zwei Schrägschritte führten um den grünen Stein herum zur obersten Reihe.

## taking

lesson-double-take-taking-title = Steine schlagen
lesson-double-take-taking-summary = Schlagen durch Einklemmen: nimm einen gegnerischen Stein zwischen zwei von deinen.
lesson-double-take-taking-1-explain = Nach deinem Zug wird jeder gegnerische Stein geschlagen, der direkt neben dem gezogenen Stein steht (oben, unten, links oder rechts) und auf dessen anderer Seite ein weiterer deiner Steine steht.
lesson-double-take-taking-1-goal = Schlage den grünen Stein auf c4.
lesson-double-take-taking-1-wrong = Um c4 zu schlagen, brauchst du rote Steine auf beiden Seiten: auf b4 und d4.
lesson-double-take-taking-1-done = Dein Stein landete auf d4, und c4 stand zwischen ihm und b4: geschlagen.
lesson-double-take-taking-2-explain = Ein Zug kann bis zu vier Steine schlagen: je einen auf jeder Seite des gezogenen Steins.
lesson-double-take-taking-2-goal = Schlage beide grünen Steine mit einem Zug.
lesson-double-take-taking-2-wrong = Das schlägt nichts: finde den Punkt zwischen c4 und e4.
lesson-double-take-taking-2-done = Ein Doppelschlag: d4 hat beide Zangen auf einmal geschlossen.
lesson-double-take-taking-3-explain = Nur der Stein, der zieht, schlägt. Darum ist es sicher, zwischen zwei gegnerische Steine zu ziehen: sie haben ja nicht gezogen.
lesson-double-take-taking-3-goal = Schlage in zwei Zügen einen grünen Stein. Du darfst ohne Angst zwischen c4 und e4 ziehen.
lesson-double-take-taking-3-wrong = Kein grüner Stein wurde geschlagen: stelle rote Steine auf beide Seiten von c4, auf b4 und d4.
lesson-double-take-taking-3-done = Dein Stein stand sicher zwischen zwei grünen Steinen und half dann, einen zu schlagen.

## any-direction

lesson-double-take-any-direction-title = Schlagen in jede Richtung
lesson-double-take-any-direction-summary = Ein schlagender Zug darf rückwärts oder seitwärts gehen.
lesson-double-take-any-direction-1-explain = Ein Zug, der schlägt, darf in jede Richtung gehen, auch rückwärts.
lesson-double-take-any-direction-1-goal = Schlage den grünen Stein auf c4 mit einem Schrägschritt zurück.
lesson-double-take-any-direction-1-wrong = Das schlägt nichts; ein Schritt zurück nach d4 würde die Zange um c4 schließen.
lesson-double-take-any-direction-1-done = Ein Schritt rückwärts ist erlaubt, weil er schlägt.
lesson-double-take-any-direction-2-explain = Ein schlagender Zug darf auch zwei Punkte seitwärts gehen, über einen leeren gegnerischen Punkt.
lesson-double-take-any-direction-2-goal = Schlage den grünen Stein auf e4 mit einem Seitwärtszug.
lesson-double-take-any-direction-2-wrong = Das schlägt nichts: b4 kann seitwärts über das leere c4 nach d4 ziehen.
lesson-double-take-any-direction-2-done = b4 zog seitwärts nach d4, und e4 war zwischen d4 und f4 gefangen.
lesson-double-take-any-direction-3-goal = Schlage drei grüne Steine mit einem Zug.
lesson-double-take-any-direction-3-wrong = Suche den Punkt neben allen drei grünen Steinen und einen geraden Zug zurück dorthin.
lesson-double-take-any-direction-3-done = Ein Zug zurück von d6 nach d4 hat c4, e4 und d3 geschlagen.

## far-row

lesson-double-take-far-row-title = Die ferne Reihe
lesson-double-take-far-row-summary = Ein Stein auf der ersten Reihe von Grün darf nur ziehen, um zu schlagen.
lesson-double-take-far-row-1-explain = Die ferne Reihe von Rot ist Reihe 8, die erste Reihe von Grün. Ein Stein, der sie erreicht, darf nur noch ziehen, um zu schlagen.
lesson-double-take-far-row-1-goal = Deine Steine auf b8 und d8 können nicht ziehen: sie haben nichts zu schlagen. Bringe einen dritten Stein auf die ferne Reihe.
lesson-double-take-far-row-1-wrong = Dieser Stein hat Reihe 8 nicht erreicht: f6 kann geradeaus nach f8 ziehen.
lesson-double-take-far-row-1-done = Jetzt stehen drei rote Steine auf der fernen Reihe.
lesson-double-take-far-row-2-goal = Schlage mit einem Stein der fernen Reihe den grünen Stein auf e8.
lesson-double-take-far-row-2-wrong = Das schlägt nichts: b8 darf entlang der Reihe über das leere c8 ziehen, denn dieser Zug schlägt.
lesson-double-take-far-row-2-done = b8 zog entlang der Reihe nach d8 und schlug e8 gegen f8.
lesson-double-take-far-row-3-explain = Ein Stein der fernen Reihe darf die Reihe auch verlassen, um zu schlagen. Von seinem neuen Punkt aus gelten die üblichen Regeln.
lesson-double-take-far-row-3-goal = Schlage den grünen Stein auf f7.
lesson-double-take-far-row-3-wrong = Das schlägt nichts: d8 darf nach e7 zurückgehen, neben f7.
lesson-double-take-far-row-3-done = d8 verließ die ferne Reihe, um f7 zu schlagen; von e7 aus zieht der Stein wieder wie gewohnt nach vorn.

## four-wins

lesson-double-take-four-wins-title = Vier auf der fernen Reihe
lesson-double-take-four-wins-summary = Vier Steine auf deiner fernen Reihe gewinnen die Partie.
lesson-double-take-four-wins-1-explain = Wer nach seinem Zug vier Steine auf seiner fernen Reihe hat, gewinnt sofort.
lesson-double-take-four-wins-1-goal = Rot hat drei Steine auf der fernen Reihe. Gewinne mit dem vierten.
lesson-double-take-four-wins-1-wrong = Das bringt keinen vierten Stein auf Reihe 8: h6 kann geradeaus nach h8 ziehen.
lesson-double-take-four-wins-1-done = Vier rote Steine auf Reihe 8: Rot gewinnt.
lesson-double-take-four-wins-2-explain = Auch Grün hat drei Steine auf seiner fernen Reihe, Reihe 1, und h3 kann im nächsten Zug h1 erreichen. Wer zuerst vier hat, gewinnt.
lesson-double-take-four-wins-2-goal = Gewinne, bevor Grün es kann.
lesson-double-take-four-wins-2-wrong = Grün spielt jetzt h3 nach h1 und gewinnt: bringe zuerst deinen vierten Stein auf Reihe 8.
lesson-double-take-four-wins-2-done = Dein vierter Stein kam zuerst an, und die Partie war sofort zu Ende.

## passing

lesson-double-take-passing-title = Wenn du nicht ziehen kannst
lesson-double-take-passing-summary = Wer keinen Zug hat, passt, und der andere zieht noch einmal.
lesson-double-take-passing-1-explain = Wer ziehen kann, muss ziehen. Wer nicht ziehen kann, passt, und der andere zieht noch einmal. Kann keiner ziehen, ist die Partie remis.
lesson-double-take-passing-1-goal = Die Steine von Rot auf der fernen Reihe haben nichts zu schlagen, und e7 ist eingeschlossen. Passe mit der Schaltfläche „Rot passt“ über dem Brett.
lesson-double-take-passing-1-wrong = Rot bleibt nichts als zu passen.
lesson-double-take-passing-1-done = Du hast gepasst; jetzt zieht Grün noch einmal.
lesson-double-take-passing-2-goal = Passe, und wenn der Zug von Grün dir eine Gelegenheit gibt, schlage einen Stein.
lesson-double-take-passing-2-wrong = Der grüne Stein auf d7 lässt sich einklemmen: lande neben ihm, mit einem roten Stein auf seiner anderen Seite.
lesson-double-take-passing-2-done = Einen Zug blockiert, im nächsten geschlagen: der Stein von Grün zog nach d7, neben deine Steine, und ein Zug schloss die Zange.
