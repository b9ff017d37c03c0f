# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## Errors in what a player typed, a link or a record. The details after a
## colon ($why, $detail, $result) are messages of their own (detail-* below,
## outcome-*); $known and $expected list what a link or the CLI accepts.

error-unknown-game = unknown game '{ $id }' (games: { $known })
error-unknown-option = unknown option '{ $key }' for { $game } (options: { $known })
error-bad-option-value = bad value '{ $value }' for option '{ $key }': expected { $expected }
error-malformed-option = malformed option '{ $detail }': expected key=value
error-repeated-option = option '{ $detail }' is given twice
error-clashing-options = options '{ $key }' and '{ $other }' say the same thing: give one of them
error-bad-position = bad position: { $detail }
error-bad-move-syntax = bad move '{ $mv }': { $why }
error-unclear-move = which move is meant by '{ $mv }': { $choices }?
error-not-understood = '{ $mv }' is not understood as a move: type one like { $example }
error-illegal-move = illegal move '{ $mv }' for { $player }
error-game-over = move '{ $mv }' comes after the end of the game ({ $result })
error-bad-link = bad link: { $detail }
error-bad-record = bad record, line { $line }: { $why }
error-bad-argument = bad { $what }: { $why }

# The moves a typed move could mean, in error-unclear-move: one "or" in each.
detail-either = { $earlier } or { $later }

## The details inside those errors (src: the engine's message! calls, whose
## English templates tests/site/engine-messages.test.mjs holds these to).
## $colour is White or Black, in English (select on it: [White] ... *[Black] ...);
## $player a side's name; $text, $letter what the player wrote; $square a square (e4).
detail-fen-zero = rank { $rank } has an empty count of 0
detail-fen-kings = { $colour } has { $kings } kings; it must have one
detail-square-off-board = { $square } is off the { $files }x{ $ranks } board
detail-fen-fields-ring = expected { $required } to { $most } fields separated by spaces (board, side to move, Ring, en passant, counters), found { $found }
detail-fen-fields-stones = expected { $required } to { $most } fields separated by spaces (board, side to move, castling, en passant, last stone move, counters), found { $found }
detail-fen-fields = expected { $required } to { $most } fields separated by spaces (board, side to move, castling, en passant, counters), found { $found }
detail-fen-side = side to move '{ $side }' is not w or b
detail-fen-halfmoves = half-move clock '{ $text }' is not a number up to 100000
detail-fen-fullmoves = move number '{ $text }' is not a number up to 100000
detail-fen-in-check = { $checked } is in check with { $mover } to move
detail-fen-ring-checks = the Ring is to be chosen but every White pawn wearing it would attack the Black king
detail-fen-ranks = expected { $ranks } ranks separated by '/', found { $found }
detail-fen-letter = '{ $letter }' in rank { $rank } is not a piece letter
detail-fen-rank-long = rank { $rank } describes { $count } squares or more; it has { $has }
detail-fen-rank-short = rank { $rank } describes { $count } squares; it has { $has }
detail-fen-pawn-barred = a { $colour } pawn cannot stand on { $square }
detail-fen-en-passant-off = en-passant square { $square } is not on the board
detail-fen-en-passant-square = en-passant square '{ $text }' is not a square
detail-fen-castling-unknown = castling right '{ $letter }' is not one of this game's
detail-fen-castling-twice = castling right '{ $letter }' is given twice
detail-fen-castling-pieces = castling right '{ $letter }' needs the { $colour } king on { $king } and a rook on { $rook }
detail-fen-ring-chosen-by-white = the Ring is chosen only with White to move
detail-fen-ring-no-pawn = the Ring is to be chosen but White has no pawn
detail-fen-ring-field = Ring field '{ $text }' is not waiting, choosing, never, destroyed or a square
detail-fen-ring-no-wearer = the Ring is on { $square }, where there is no piece
detail-fen-en-passant-pawn = en-passant square { $square } is not just behind a { $colour } pawn that double-stepped
detail-fen-stone-move = last stone move '{ $text }' { $why }: expected - or two squares such as c5e5
detail-fen-stone-move-start = does not start with a square of this board
detail-fen-stone-move-end = does not end with a square of this board
detail-fen-stone-move-line = is not along a rank or a file
detail-fen-stone-move-stone = must end on a stone
detail-fen-stone-move-left = must leave { $square } empty or to the { $colour } piece that swapped
detail-not-a-square = { $square } is not a square of this board
detail-move-form-stones = expected two squares such as d2d4, with q, r, b or n to promote (d8d9q); a swap is the piece's square then the stone's (d2d3), a line move the end stone's square then where it lands (c5e5)
detail-move-form-ring = expected two squares such as b2b4, with q, r, b or n to promote (c8c9q), @ and a pawn's square to choose the Ring's wearer (@b2), or ! and the wearer's square to destroy it (!c9)
detail-move-form-chess = expected two squares such as e2e4, with q, r, b or n to promote (e7e8q)
detail-link-needs-versus = { $key }= needs vs={ $versus }
detail-match-id = 4 to 16 lowercase letters and digits
detail-link-too-long = it is { $length } characters long; at most { $most } are read
detail-link-no-game = it names no game
detail-link-encoding = '{ $text }' is not valid percent-encoded UTF-8
detail-link-move = move { $number }: { $error }
detail-link-resigned = resigned={ $text } names no player: expected first or second
detail-link-resigned-after-end = resigned= comes after the end of the game
detail-link-at = at={ $text } is not a move number from 0 to { $most }
detail-link-takeback = takeback={ $text } is neither asked nor granted
detail-link-takeback-here = takeback= belongs to a match by link, after a move and before any resignation
detail-record-tag-form = a tag must be written [Name "value"]
detail-record-too-long = the record is { $length } characters long; at most { $most } are read
detail-record-variation-unopened = ')' closes no variation
detail-record-comment-unclosed = a '{"{"}' comment is never closed
detail-record-variation-unclosed = a '(' variation is never closed
detail-record-tag-quotes = the value of tag { $name } must be in double quotes
detail-record-other-game = the record is of '{ $game }', not { $ours }
detail-record-result = '{ $text }' is not a result: expected 1-0, 0-1, 1/2-1/2 or *
detail-record-result-mismatch = the result { $token } does not match the game: { $outcome }
detail-double-take-fields = expected the ranks, a space and the side to move (r or g)
detail-double-take-side = side to move is '{ $text }'; expected r or g
detail-double-take-ranks = { $count } ranks, but the board is 8 x { $length } (set length={ $count })
detail-double-take-rank = rank { $rank } '{ $text }' has { $count } points; it needs 8
detail-double-take-point = '{ $letter }' is not a point (use r for red, g for green, . for empty)
detail-double-take-red-off-network = { $point } is a green point; a red piece cannot stand there
detail-double-take-green-off-network = { $point } is a red point; a green piece cannot stand there
detail-double-take-both-far = both sides have four pieces on their far row
detail-move-form-double-take = expected two points such as c3d4, or pass
detail-king-of-rings-held-ring = '{ $letter }' in a knight's rings is not a ring (use B, b or s)
detail-king-of-rings-held-too-many = a knight holds more than the game's { $count } '{ $letter }' rings
detail-king-of-rings-unclosed = rank { $rank } '{ $text }' has an unclosed '('
detail-king-of-rings-empty-brackets = a knight's brackets are empty; leave them out for a knight with no rings
detail-king-of-rings-square = '{ $letter }' is not a square (use . for empty, s, b or B for a ring, N or n for a knight)
detail-king-of-rings-rank = rank { $rank } '{ $text }' has { $count } squares; it needs 7
detail-king-of-rings-knights = { $player } has { $knights } knights on the board and in hand; there are 7 each
detail-king-of-rings-silver = { $count } silver rings; the game has { $most }
detail-king-of-rings-blue = { $count } blue rings; the game has { $most }
detail-king-of-rings-big-blue = { $count } big blue rings; the game has { $most }
detail-king-of-rings-fields = expected 5 fields (board, side to move, White's hand, Black's hand, turn state); found { $found }
detail-king-of-rings-side = side to move is '{ $text }'; expected w or b
detail-king-of-rings-hand = { $player }'s hand is '{ $text }'; expected a number of knights from 0 to 7
detail-king-of-rings-state = turn state is '{ $text }'; expected -, passed, ended or last
detail-king-of-rings-ranks = { $count } ranks; the board has 7
detail-king-of-rings-last = 'last' is Black's turn after White took the last ring: Black to move, no ring on the board
detail-move-form-king-of-rings = expected two squares such as b2c3, @ and a square such as @d4, or pass
detail-double-ring-cell = '{ $letter }' is not a cell (use o for a single ring, O for a double, . for empty)
detail-double-ring-rank = rank '{ $text }' has { $count } cells; a { $width }x{ $height } board needs { $width }
detail-double-ring-fields = expected the ranks, a space and the player to move (1 or 2)
detail-double-ring-player = player to move is '{ $text }'; expected 1 or 2
detail-double-ring-ranks = { $count } ranks; the board has { $least } to { $most }
detail-double-ring-height = the position has { $ranks } ranks but the { $width }x{ $height } board has { $height }
detail-move-form-double-ring = expected two squares such as e5e8
error-cannot-swap = swap is possible only as the answer to the first move, with the pie rule (pie=1)
