# Words of the area 'game-one-ring' (www/js/i18n/i18n.js: needWords).

# Die Regeln neben dem Brett (one-ring.js), HTML.
rules-one-ring =
    <p>Von Robert Price. Linien a–e, Reihen 1–8, dazu zwei weitere Felder: <b>c0</b> unter dem weißen König
    und <b>c9</b> über dem schwarzen: 42 Felder. c0 und c9 sind normale Felder: Geraden, Diagonalen und
    Springersprünge führen durch sie hindurch (b1–c0 ist ein Diagonalschritt, a1–c0 ein Springersprung).</p>
    <h3>Aufstellung</h3>
    <p>Weiß: König c0; Türme a1, e1; Dame b1; Läufer c1, d1; Springer a2, e2; Bauern a3, b2, c2, d2, e3.
    Schwarz spiegelbildlich: König c9, Türme a8, e8, Dame b8, Läufer c8, d8, Springer a7, e7, Bauern a6, b7, c7, d7, e6.
    Weiß zieht zuerst. Es gelten die FIDE-Schachregeln, mit den folgenden Ausnahmen.</p>
    <h3>Bauern</h3>
    <ul>
    <li><b>Keine Rochade.</b> { -reading-explained } Zu Beginn stehen kein König und kein Turm auf derselben Reihe.</li>
    <li><b>Doppelschritt</b> nur von der zweiten Reihe des Bauern aus (Weiß Reihe 2, Schwarz Reihe 7), mit en passant wie üblich.
    a3, e3, a6 und e6 machen also nie einen Doppelschritt.
    { -reading } Der Schritt eines Bauern ein Feld schräg nach vorn auf das En-passant-Feld ist ein Schlagen
    en passant, auch wenn dieser Bauer den Ring trägt.</li>
    <li><b>Umwandlung</b> auf a8, b8, <b>c9</b>, d8, e8 für Weiß und a1, b1, <b>c0</b>, d1, e1 für Schwarz,
    in Dame, Turm, Läufer oder Springer. c8 und c1 gehören zu keiner Zone: Ein weißer Bauer auf c8 zieht weiter nach c9.</li>
    </ul>
    <h3>Der Eine Ring</h3>
    <ul>
    <li><b>Er kommt ins Spiel</b>, wenn die erste weiße Figur geschlagen wird: Vor dem nächsten Zug von Weiß
    steckt Weiß ihn einem der weißen Bauern an (golden hervorgehoben: Klicke auf einen). Die Wahl verbraucht
    den Zug nicht. { -reading } Die Wahl kommt zuerst, auch wenn Weiß danach keinen legalen Zug hat; hat Weiß
    dann keinen Bauern, kommt der Ring nie ins Spiel. { -reading } Ein Bauer, dessen Ringzüge den schwarzen
    König angreifen würden, kann nicht gewählt werden, da Weiß als Nächstes zieht und der König geschlagen werden könnte;
    gilt das für jeden Bauern, kommt der Ring nie ins Spiel.</li>
    <li><b>Der weiße Träger</b> darf außerdem ein Feld nach vorn, schräg nach vorn oder seitwärts ziehen.
    <b>Der schwarze Träger</b> darf außerdem wie eine Dame ziehen. { -reading } Diese zusätzlichen Züge dürfen schlagen,
    und ein Bauer, der einen davon in seiner Umwandlungszone beendet, wird umgewandelt und behält den Ring.
    { -reading } Ein schwarzer Bauer als Träger, der von seiner zweiten Reihe aus zwei Felder geradeaus zieht,
    hat seinen Doppelschritt gemacht und kann en passant geschlagen werden; von überall sonst nicht.</li>
    <li><b>Den Träger schlagen:</b> Der Schlagende steckt sich den Ring an. Ein weißer Träger, der kein Bauer ist,
    wird nicht entfernt, sondern <b>verdorben</b>: Er geht auf das Feld, von dem der Schlagende kam, und wird schwarz.</li>
    <li><b>Den Ring zerstören:</b> Ein weißer Träger in der Umwandlungszone von Weiß darf als ganzen
    Zug den Ring zerstören (die Schaltfläche über dem Brett): Weiß gewinnt.
    { -reading } Das ist auch erlaubt, wenn Weiß im Schach steht, da die Partie endet, bevor Schwarz zieht.</li>
    </ul>
    <h3>Das Ende</h3>
    <p><b>Schachmatt</b> gewinnt. <b>Patt verliert</b>: Wer keinen legalen Zug hat und nicht im Schach steht,
    hat verloren. Kein Zug darf den eigenen König im Schach lassen, Wirkungen des Rings eingeschlossen
    (eine verdorbene Figur kann Schach geben).</p>
    { -chess-endings }

# Die Statuszeile (statusNote in one-ring.js), solange der Ring nicht auf dem Brett ist.
one-ring-waiting = Der Ring kommt mit dem ersten Verlust von Weiß ins Spiel
one-ring-choosing = Weiß muss einen Bauern wählen, der den Ring trägt: Klicke auf einen der golden umringten Bauern oder tippe @ und sein Feld
# Die Zugzeile des gedruckten Blatts: dasselbe, ohne die Klicks.
one-ring-choosing-sheet = Weiß muss einen Bauern wählen, der den Ring trägt
# Die Schaltfläche über dem Brett; $square ist das Feld des Trägers (d8).
one-ring-destroy = Ring zerstören
    .title = Der Träger auf { $square } zerstört den Ring: Weiß gewinnt

# Moved here from chess-words.ftl: words only this game's pages use.
chess-words-ring-worn = Den Ring trägt { $role ->
        [queen] die
       *[other] der
    } { $colour ->
        [white] weiße
       *[black] schwarze
    } { $role ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    } auf { $square }
chess-words-ring-never = Der Ring kam nie ins Spiel

# The engine's words for this game alone (engine-words.js).
outcome-ring-destroyed = der Ring ist zerstört
option-one-ring-kings = Könige
choice-one-ring-kings-free = Frei (die eigene Regel des Spiels)
choice-one-ring-kings-facing = Nie gegenüber (wie im chinesischen Schach)
