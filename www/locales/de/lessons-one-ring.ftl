# Die Worte der Lektionen von The One Ring (www/data/lessons/one-ring.json):
# lesson-one-ring-<Lektion>-title und -summary; je Schritt n -goal, -explain, -wrong und -done.

## extra-squares

lesson-one-ring-extra-squares-title = Die zwei zusätzlichen Felder
lesson-one-ring-extra-squares-summary = c0 und c9: dort beginnen die Könige, und Linien und Springersprünge führen durch sie hindurch.
lesson-one-ring-extra-squares-1-explain = Das Brett hat 40 Felder und dazu zwei zusätzliche, c0 und c9, auf denen die Könige beginnen. Es sind gewöhnliche Felder: Figuren ziehen auf sie und durch sie hindurch wie auf jedes andere.
lesson-one-ring-extra-squares-1-goal = Ein schwarzer Turm ist auf c0 gelandet. Schlage ihn.
lesson-one-ring-extra-squares-1-wrong = Das schlägt nichts: ein Springersprung von a1 oder die Diagonale von e2 erreicht c0.
lesson-one-ring-extra-squares-1-done = a1 nach c0 ist ein Springersprung, und e2, d1, c0 ist eine Diagonale: c0 ist ein Feld wie jedes andere.
lesson-one-ring-extra-squares-2-explain = Die c-Linie ist die längste Linie: zehn Felder von c0 bis c9. Ein König auf c9 hat nur drei Nachbarfelder: b8, c8 und d8.
lesson-one-ring-extra-squares-2-goal = Dein Turm auf a8 deckt b8, c8 und d8. Setze den König auf c9 matt.
lesson-one-ring-extra-squares-2-wrong = Das ist nicht matt: bringe den Turm von e4 auf die c-Linie.
lesson-one-ring-extra-squares-2-done = Der Turm gibt entlang der c-Linie Schach, und jedes Feld neben c9 ist gedeckt: Schachmatt.
lesson-one-ring-extra-squares-3-explain = Ein Springer erreicht c9 von a8, b7, d7 und e8 aus. Hier ist der schwarze König von seinen eigenen Figuren eingemauert.
lesson-one-ring-extra-squares-3-goal = Setze den König auf c9 mit deinem Springer matt.
lesson-one-ring-extra-squares-3-wrong = Das ist nicht matt: finde den Springersprung nach c9 von einem Feld, auf dem keine schwarze Figur den Springer schlagen kann.
lesson-one-ring-extra-squares-3-done = d7 nach c9 ist ein Springersprung: der König kann nicht ziehen, und nichts schlägt den Springer.

## ring-enters

lesson-one-ring-ring-enters-title = Der Ring kommt ins Spiel
lesson-one-ring-ring-enters-summary = Der erste Verlust von Weiß bringt den Ring ins Spiel: Weiß gibt ihn einem seiner Bauern.
lesson-one-ring-ring-enters-1-explain = Der Ring beginnt außerhalb des Bretts. Wenn Schwarz zum ersten Mal eine weiße Figur schlägt, wählt Weiß vor seinem Zug einen seiner Bauern, der den Ring trägt. Schwarz hat gerade auf b4 geschlagen.
lesson-one-ring-ring-enters-1-goal = Klicke einen Bauern an, um ihm den Ring zu geben. Wähle einen, den Schwarz nicht sofort schlagen kann.
lesson-one-ring-ring-enters-1-wrong = Der Bauer auf b4 kann diesen Bauern im nächsten Zug schlagen, und wer ihn schlägt, legt den Ring an.
lesson-one-ring-ring-enters-1-done = Die Wahl ist kein Zug: du bist noch am Zug und ziehst jetzt wie gewohnt.
lesson-one-ring-ring-enters-2-explain = Unsere Lesart: ein Bauer, dessen Ringzüge den schwarzen König angreifen würden, kann nicht gewählt werden; darum wird der Bauer auf c8 hier nicht angeboten.
lesson-one-ring-ring-enters-2-goal = Gib den Ring dem Bauern, der ihn im nächsten Zug in deine Umwandlungszone tragen kann.
lesson-one-ring-ring-enters-2-wrong = Der Bauer auf a3 ist weit von der Zone entfernt; der Bauer auf d7 ist einen Schritt davon weg.
lesson-one-ring-ring-enters-2-done = Im nächsten Zug kann der Bauer auf d7 nach d8 oder e8 ziehen und sich umwandeln; unsere Lesart: er behält den Ring.

## ring-moves

lesson-one-ring-ring-moves-title = Die Extrazüge des Ringträgers
lesson-one-ring-ring-moves-summary = Ein weißer Ringträger bekommt kurze Schritte dazu; ein schwarzer zieht zusätzlich wie eine Dame.
lesson-one-ring-ring-moves-1-explain = Eine weiße Figur, die den Ring trägt, darf zusätzlich ein Feld nach vorn, schräg nach vorn oder seitwärts ziehen. Unsere Lesart: diese Schritte dürfen schlagen.
lesson-one-ring-ring-moves-1-goal = Dein Bauer auf c4 trägt den Ring. Schlage den Turm neben ihm.
lesson-one-ring-ring-moves-1-wrong = Das schlägt nichts: der Ring lässt deinen Bauern seitwärts nach d4 ziehen.
lesson-one-ring-ring-moves-1-done = Ein Bauer kann nicht seitwärts schlagen, aber der Ring gibt ihm einen Seitwärtsschritt.
lesson-one-ring-ring-moves-2-explain = Jede weiße Figur kann den Ring tragen: sie behält ihre eigenen Züge und bekommt die Schritte um ein Feld dazu. Mit dem Ring geht es nie zurück.
lesson-one-ring-ring-moves-2-goal = Dein Springer auf c4 trägt den Ring. Schlage mit ihm eine schwarze Figur.
lesson-one-ring-ring-moves-2-wrong = Das schlägt nichts. Der Turm auf c3 steht hinter dem Springer, und der Ring gibt keinen Schritt zurück.
lesson-one-ring-ring-moves-2-done = Kein Springersprung erreicht d5, aber der Ring gibt einen Schrägschritt nach vorn dazu.
lesson-one-ring-ring-moves-3-explain = Hier spielst du Schwarz. Eine schwarze Figur, die den Ring trägt, darf zusätzlich wie eine Dame ziehen.
lesson-one-ring-ring-moves-3-goal = Dein Springer auf e5 trägt den Ring. Schlage den weißen Turm auf a5.
lesson-one-ring-ring-moves-3-wrong = Das schlägt nichts: gleite entlang Reihe 5, wie eine Dame es täte.
lesson-one-ring-ring-moves-3-done = Der Springer zog wie eine Dame und trägt den Ring noch: ein schwarzer Ringträger ist eine starke Figur.

## corruption

lesson-one-ring-corruption-title = Den Ringträger schlagen
lesson-one-ring-corruption-summary = Wer schlägt, legt den Ring an, und eine geschlagene weiße Figur kann schwarz werden.
lesson-one-ring-corruption-1-explain = Wer den Ringträger schlägt, legt den Ring an. Schlägt Schwarz einen weißen Ringträger, der kein Bauer ist, wird er nicht entfernt: er tauscht den Platz mit der schlagenden Figur und wird schwarz.
lesson-one-ring-corruption-1-goal = Du spielst Schwarz. Schlage den weißen Turm auf d4, der den Ring trägt.
lesson-one-ring-corruption-1-wrong = Schlage den Turm auf d4 mit deinem Läufer, um zu sehen, was passiert.
lesson-one-ring-corruption-1-done = Der Turm ging nach b6, woher dein Läufer kam, und ist jetzt schwarz; dein Läufer trägt den Ring.
lesson-one-ring-corruption-2-explain = Die verdorbene Figur landet auf dem Feld, von dem die schlagende Figur kam, und kann von dort Schach geben.
lesson-one-ring-corruption-2-goal = Du spielst Schwarz. Setze Weiß in einem Zug matt.
lesson-one-ring-corruption-2-wrong = Das ist nicht matt: schlage den Ringträger und überlege, wo er landet.
lesson-one-ring-corruption-2-done = Der Turm tauschte den Platz mit deinem Läufer und gibt, nun schwarz, entlang Reihe 1 Schach: Schachmatt.
lesson-one-ring-corruption-3-explain = Auch ein schwarzer Ringträger kann geschlagen werden: dann legt die weiße Figur, die ihn schlägt, den Ring an.
lesson-one-ring-corruption-3-goal = Schlage den schwarzen Springer, der den Ring trägt.
lesson-one-ring-corruption-3-wrong = Das schlägt nichts: dein Bauer auf e4 kann auf d5 schlagen.
lesson-one-ring-corruption-3-done = Dein Bauer trägt jetzt den Ring. Nur ein weißer Ringträger, der kein Bauer ist, wechselt beim Schlagen die Seite.

## destroy

lesson-one-ring-destroy-title = Den Ring zerstören
lesson-one-ring-destroy-summary = Ein weißer Ringträger in der Umwandlungszone von Weiß darf den Ring zerstören und sofort gewinnen.
lesson-one-ring-destroy-1-explain = Die Umwandlungszone von Weiß ist a8, b8, c9, d8 und e8. Ein weißer Ringträger, der dort steht, darf als ganzen Zug den Ring zerstören: Weiß gewinnt sofort.
lesson-one-ring-destroy-1-goal = Deine Dame auf b8 trägt den Ring. Zerstöre ihn mit der Schaltfläche über dem Brett.
lesson-one-ring-destroy-1-wrong = Deine Dame steht schon in der Zone: zerstöre den Ring, statt zu ziehen.
lesson-one-ring-destroy-1-done = Der Ring ist zerstört, und Weiß gewinnt.
lesson-one-ring-destroy-2-explain = Auf der c-Linie ist das Zonenfeld c9: c8 gehört nicht zur Zone.
lesson-one-ring-destroy-2-goal = Dein Turm auf c5 trägt den Ring. Gewinne in zwei Zügen.
lesson-one-ring-destroy-2-wrong = Der Turm muss erst die Zone erreichen: c9, nicht c8.
lesson-one-ring-destroy-2-done = Der Turm erreichte c9, ein Feld der Zone, und zerstörte den Ring.
lesson-one-ring-destroy-3-explain = Unsere Lesart: du darfst den Ring auch zerstören, während dein König im Schach steht, denn die Partie endet, bevor Schwarz zieht.
lesson-one-ring-destroy-3-goal = Dein König steht im Schach durch den Turm auf c4. Gewinne trotzdem.
lesson-one-ring-destroy-3-wrong = Du musst nicht fliehen: das Zerstören des Rings beendet die Partie sofort.
lesson-one-ring-destroy-3-done = Der Ring ist zerstört, bevor Schwarz ziehen kann: Weiß gewinnt.

## stalemate

lesson-one-ring-stalemate-title = Patt verliert
lesson-one-ring-stalemate-summary = Wer keinen legalen Zug hat, verliert, auch ohne im Schach zu stehen.
lesson-one-ring-stalemate-1-explain = In The One Ring ist Patt eine Niederlage: wer keinen legalen Zug hat, verliert, auch wenn er nicht im Schach steht.
lesson-one-ring-stalemate-1-goal = Lass den schwarzen König auf c9 ohne Zug.
lesson-one-ring-stalemate-1-wrong = Der schwarze König hat noch ein Feld, auf das er ziehen kann: b8, c8 oder d8.
lesson-one-ring-stalemate-1-done = Dein König auf c7 deckt b8, c8 und d8: Schwarz hat keinen Zug und verliert.
lesson-one-ring-stalemate-2-goal = Gewinne in einem Zug, ohne Schach zu geben.
lesson-one-ring-stalemate-2-wrong = Schwarz hat noch einen Zug. Decke b8, c8 und d8, ohne c9 anzugreifen.
lesson-one-ring-stalemate-2-done = Von a8 (oder e8) aus deckt die Dame die ganze Reihe 8, aber nicht c9: Schwarz kann nicht ziehen und verliert.

## pawns

lesson-one-ring-pawns-title = Bauern: Doppelschritt und Umwandlung
lesson-one-ring-pawns-summary = Nur Bauern auf ihrer zweiten Reihe machen einen Doppelschritt; die Zone ist a8, b8, c9, d8, e8.
lesson-one-ring-pawns-1-explain = Nur Bauern auf ihrer zweiten Reihe dürfen zwei Felder ziehen: für Weiß b2, c2 und d2. Die Bauern auf a3 und e3 beginnen eine Reihe höher und ziehen ein Feld.
lesson-one-ring-pawns-1-goal = Mache mit einem Bauern einen Doppelschritt.
lesson-one-ring-pawns-1-wrong = Das ist kein Doppelschritt: ziehe einen Bauern von Reihe 2 zwei Felder vor.
lesson-one-ring-pawns-1-done = Doppelschritte gibt es nur von Reihe 2 aus, und en passant funktioniert wie im Schach.
lesson-one-ring-pawns-2-explain = Weiß wandelt auf a8, b8, c9, d8 und e8 um. c8 gehört nicht zur Zone: ein Bauer dort zieht weiter nach c9.
lesson-one-ring-pawns-2-goal = Wandle in diesem Zug einen Bauern um.
lesson-one-ring-pawns-2-wrong = Das wandelt nicht um: b8 gehört zur Zone, c8 aber nicht.
lesson-one-ring-pawns-2-done = b8 gehört zur Zone. Der Bauer auf c7 braucht zwei Schritte: c8, dann c9.
lesson-one-ring-pawns-3-goal = Wandle den Bauern auf c8 um.
lesson-one-ring-pawns-3-wrong = Der Bauer auf c8 wandelt sich um, indem er weiter nach c9 zieht.
lesson-one-ring-pawns-3-done = c9 gehört zur Zone von Weiß. Die Zone von Schwarz ist a1, b1, c0, d1 und e1.
